import Foundation
import Testing

/// What `lessons play` says about SwiftUI API the runtime lacks, and how the verbs reach the
/// controls that hold values (issue 35, items 1 and 4), through the binary.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlaySurfaceMessageTests {
  static func play(_ source: String, _ commands: [String]) throws -> LessonsBinary.Result {
    try PlayBinaryTests.play(
      ["@/Mine.swift"] + commands.flatMap { ["--do", $0] }, files: ["Mine.swift": source])
  }

  @Test func aMissingEnvironmentValueIsNamedAsOne() throws {
    let result = try Self.play(
      """
      import SwiftUI

      struct Status: View {
          @Environment(\\.scenePhase) var scenePhase
          var body: some View { Text("Hi") }
      }
      """, ["tree"])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 1, "\(output)")
    #expect(
      output.contains("`\\.scenePhase` is an environment value this runtime does not model yet"), "\(output)")
  }

  @Test func aMissingFormOfAModifierNamesTheModifierAndNoNearestNone() throws {
    let result = try Self.play(
      """
      import SwiftUI

      struct Finder: View {
          @State private var query = ""
          @State private var isPresented = false
          var body: some View {
              VStack {
                  Text("Results").searchable(text: $query, isPresented: $isPresented)
                  Cups()
              }
          }
      }

      struct Cups: View {
          @State private var bio = ""
          var body: some View {
              TextField("Bio", text: $bio, axis: .vertical)
          }
      }
      """, ["tree"])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 1, "\(output)")
    #expect(output.contains("`.searchable(text:isPresented:)` may be a form of `.searchable`"), "\(output)")
    #expect(
      output.contains("`TextField(_:text:axis:)` may be an initialiser of `TextField`"), "\(output)")
    #expect(!output.contains("`Text` called this way"), "\(output)")
    #expect(!output.contains("nearest supported: none"), "\(output)")
  }

  static let colours = """
    import SwiftUI

    struct Palette: View {
        @State private var colour = "Red"
        @State private var volume = 0.5
        @State private var notes = ""
        @State private var cups = 1
        var body: some View {
            Form {
                Picker("Color", selection: $colour) {
                    ForEach(["Red", "Green", "Blue"], id: \\.self) { Text($0) }
                }
                .pickerStyle(.segmented)
                Text("Chosen \\(colour)")
                Slider(value: $volume, in: 0...1) { Text("Volume") }
                Text("Volume \\(Int(volume * 100))%")
                TextEditor(text: $notes)
                Stepper(value: $cups, in: 0...9) { Text("Cups: \\(cups)") }
            }
        }
    }
    """

  @Test func tappingAPickerOptionOnScreenSelectsIt() throws {
    let result = try Self.play(
      Self.colours,
      ["tap Green", "expect Color Green", "expect \"Chosen Green\" \"Chosen Green\""])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
  }

  @Test func twoPickersOfferingTheOptionSayWhichToName() throws {
    let result = try Self.play(
      """
      import SwiftUI

      struct Two: View {
          @State private var colour = "Red"
          @State private var accent = "Red"
          var body: some View {
              VStack {
                  Picker("Color", selection: $colour) {
                      ForEach(["Red", "Green"], id: \\.self) { Text($0) }
                  }
                  Picker("Accent", selection: $accent) {
                      ForEach(["Red", "Green"], id: \\.self) { Text($0) }
                  }
              }
          }
      }
      """, ["tap Green"])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 1, "\(output)")
    #expect(output.contains("Green is an option of picker 'Color': `select Color Green`"), "\(output)")
  }

  @Test func setGivesValueControlsTheirValues() throws {
    let result = try Self.play(
      Self.colours,
      [
        "set Volume 0.8", "expect \"Volume 80%\" \"Volume 80%\"", "set TextEditor \"hello there\"",
        "expect TextEditor \"hello there\"", "set Volume loud",
      ])
    let output = result.standardOutput + result.standardError
    #expect(
      output.contains("Slider \"Volume\" cannot take \"loud\": it takes a number from 0.0 to 1.0."),
      "\(output)")
    #expect(!output.contains("expectation failed"), "\(output)")
  }

  @Test func expectPrefersTheLeafTextThatMatchesExactly() throws {
    let result = try Self.play(
      Self.colours, ["inc Cups", "expect \"Cups: 2\" \"Cups: 2\"", "expect \"Cups: 2\" 2"])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
  }

  @Test func inertAPIGetsOneNoteSayingWhatTheRuntimeDoesNotDo() throws {
    let result = try Self.play(
      """
      import SwiftUI

      struct Signup: View {
          @State private var email = ""
          var body: some View {
              TextField("Email", text: $email)
                  .keyboardType(.emailAddress)
                  .textInputAutocapitalization(.never)
          }
      }
      """, ["type Email a@b.c", "expect Email a@b.c"])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output)")
    #expect(
      output.contains(
        "These compile, but the runtime does not model what they do: `.keyboardType`: the keyboard"),
      "\(output)")
    #expect(output.components(separatedBy: "These compile").count == 2, "one note")
  }
}
