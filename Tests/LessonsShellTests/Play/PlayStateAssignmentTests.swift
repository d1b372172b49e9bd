import Foundation
import TestSupport
import Testing

/// `self.value = value` in an `init` for `@State var value: Int` (issue 18, item 12; issue 34,
/// item 3), through the binary. Xcode 27's era compiles `@State` as the `State()` macro
/// (`StateMacroModule`), whose `init` accessor takes the assignment; Xcode 26's declares it
/// as SwiftUI's plain-valued property wrapper for such a file (the runtime's own cannot take
/// it, see `StateInitSpellingTests`). It plays as SwiftUI's does in both eras, each with its
/// own rule for initial values.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayStateAssignmentTests {
  static func quantity(_ assignment: String) -> String {
    """
    import SwiftUI

    struct QuantityRow: View {
      @State private var quantity: Int

      init(quantity: Int) {
        \(assignment)
      }

      var body: some View {
        Button("Quantity \\(quantity)") { quantity += 1 }
        Stepper("Step \\(quantity)", value: $quantity, in: 1...9)
      }
    }

    #Preview { QuantityRow(quantity: 3) }

    """
  }

  /// An editor whose `init` assigns its title, beside a lazily made model, a typed flag bound
  /// by a toggle, and rows built by their memberwise `init`.
  static let editor = """
    import SwiftUI

    @Observable final class Draft {
      init() { print("Draft made") }
    }

    struct Editor: View {
      @State var title: String
      @State private var draft = Draft()
      @State private var isEditing: Bool = false

      init(title: String) {
        self.title = title
      }

      var body: some View {
        Text("Editing \\(title)")
        Toggle("Edit", isOn: $isEditing)
      }
    }

    struct Row: View {
      let item: Int
      @State private var expanded = false
      @State var count: Int = 0
      var body: some View { Text("Row \\(item) \\(count)") }
    }

    struct Screen: View {
      @State private var tick = 0
      var body: some View {
        VStack {
          Button("Tick \\(tick)") { tick += 1 }
          Editor(title: "Notes")
          Row(item: 1)
          Row(item: 2)
        }
      }
    }

    #Preview { Screen() }

    """

  @Test(arguments: ["26", "27"]) func theAssignmentPlaysInBothEras(xcode: String) throws {
    let result = try PlayBinaryTests.play(
      [
        "@/Quantity.swift", "--xcode", xcode, "--do", "tap \"Quantity 3\"", "--do", "inc \"Step 4\"",
        "--do", "tree",
      ],
      files: ["Quantity.swift": Self.quantity("self.quantity = quantity")])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output)")
    #expect(output.contains("+ QuantityRow._quantity created = 3"), "\(output)")
    #expect(output.contains("Button \"Quantity 5\""), "\(output)")
    #expect(output.contains("Stepper \"Step 5\": 5"), "\(output)")
    // Xcode 27's macro is the default form and needs no note; Xcode 26's wrapper is named.
    #expect(
      output.contains("Xcode 26's property wrapper takes a plain value") == (xcode == "26"), "\(output)")
  }

  /// Xcode 27 makes `Draft()` once for the editor's identity; Xcode 26 on every init of the
  /// struct, keeping the first. Counted from what the program printed over two parent updates.
  @Test(arguments: [("27", 1), ("26", 3)]) func eachEraKeepsItsRuleForInitialValues(
    xcode: String, drafts: Int
  ) throws {
    let result = try PlayBinaryTests.play(
      [
        "@/Editor.swift", "--xcode", xcode, "--do", "tap \"Tick 0\"", "--do", "tap \"Tick 1\"",
        "--do", "toggle Edit", "--do", "tree",
      ],
      files: ["Editor.swift": Self.editor])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output)")
    #expect(output.components(separatedBy: "Draft made").count - 1 == drafts, "\(output)")
    #expect(output.contains("Text \"Editing Notes\""), "\(output)")
    #expect(output.contains("Toggle \"Edit\": on"), "\(output)")
    #expect(output.contains("Text \"Row 1 0\""), "\(output)")
    #expect(output.contains("Text \"Row 2 0\""), "\(output)")
  }

  @Test(arguments: ["26", "27"]) func theStateInitialValueSpellingPlaysInBothErasWithoutANote(xcode: String)
    throws
  {
    let result = try PlayBinaryTests.play(
      ["@/Quantity.swift", "--xcode", xcode, "--do", "tap \"Quantity 3\"", "--do", "tree"],
      files: ["Quantity.swift": Self.quantity("_quantity = State(initialValue: quantity)")])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 0, "\(output)")
    #expect(output.contains("Button \"Quantity 4\""), "\(output)")
    #expect(!output.contains("property wrapper takes a plain value"), "\(output)")
  }

  /// A macro sees syntax only: a binding to a property whose type is left to a function's
  /// result cannot be typed, and the note says what to write.
  @Test func anUntypedBindingUnderTheMacroNamesTheTypeToWrite() throws {
    let source = """
      import SwiftUI

      func startsOn() -> Bool { true }

      struct Settings: View {
        @State var name: String
        @State private var isOn = startsOn()

        init(name: String) { self.name = name }

        var body: some View { Toggle(name, isOn: $isOn) }
      }

      #Preview { Settings(name: "Sync") }

      """
    let result = try PlayBinaryTests.play(
      ["@/Settings.swift", "--do", "tree"], files: ["Settings.swift": source])
    let output = result.standardOutput + result.standardError
    #expect(result.status == 1, "\(output)")
    #expect(output.contains("cannot find '$isOn' in scope"), "\(output)")
    #expect(output.contains("`$isOn` is missing because `@State var isOn` has no written type"), "\(output)")
  }

  @Test func checkCompilesItToo() throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    // An exercise whose starter seeds @State in its init, `_x = State(initialValue: y)`, found in Lessons/.
    let seeding = /_(\w+) = State\(initialValue: (\w+)\)/
    let exercise = try #require(CourseExercise.all().first { $0.starter.contains(seeding) })
    let file = try project.startedFile(exercise.id)
    let source = try String(contentsOf: file, encoding: .utf8)
    let shipped = try LessonsBinary.run(["check", exercise.id, "--json"], environment: project.environment)
    let assigned = source.replacing(seeding) { "self.\($0.output.1) = \($0.output.2)" }
    #expect(assigned != source)
    try Data(assigned.utf8).write(to: file)
    let result = try LessonsBinary.run(["check", exercise.id, "--json"], environment: project.environment)
    let output = result.standardOutput + result.standardError
    #expect(result.status == shipped.status, "\(output)")
    #expect(!output.contains("\"compile-error\""), "\(output)")
  }
}
