import Foundation
import Testing

/// `expect-presented`, `expect-focused` and the `onAppear`/`onDisappear` log lines, through
/// `lessons play FILE --script` as a user runs it (issue 19, item 5).
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayPresentationExpectationTests {
  static let notes = """
    import SwiftUI

    struct NoteEditor: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            Button("Done") { dismiss() }
        }
    }

    struct NoteDetail: View {
        @Environment(\\.dismiss) private var dismiss
        var body: some View {
            Button("Back") { dismiss() }
                .onAppear { print("detail appeared") }
                .onDisappear { print("detail gone") }
        }
    }

    struct Notes: View {
        @State private var isAdding = false
        @State private var isConfirming = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("New") { isAdding = true }
                    Button("Clear") { isConfirming = true }
                    NavigationLink("Open") { NoteDetail() }
                }
                .sheet(isPresented: $isAdding) { NoteEditor() }
                .alert("Clear all notes?", isPresented: $isConfirming) {
                    Button("Clear", role: .destructive) {}
                }
            }
        }
    }

    """

  /// Runs `script` on the notes file; the exit status and standard output.
  static func run(_ script: String, file: String = notes) throws -> LessonsBinary.Result {
    try PlayBinaryTests.play(
      ["@/Notes.swift", "--script", "@/notes.play"], files: ["Notes.swift": file, "notes.play": script])
  }

  @Test func aSheetAnAlertAndAPushedScreenAreExpectedByViewOrTitle() throws {
    let result = try Self.run(
      """
      tap New
      expect-presented NoteEditor
      tap Done
      tap Clear
      expect-presented "Clear all notes?"
      tap Clear
      tap Open
      expect-presented NoteDetail
      """)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("▸ expect-presented NoteEditor   ✓ holds"))
  }

  @Test(arguments: [
    ("expect-presented NoteEditor", "nothing is presented (no sheet, alert, dialog or pushed screen)"),
    (
      "tap New\nexpect-presented NoteDetail",
      "no sheet, alert, dialog or pushed screen named \"NoteDetail\" is presented; presented: sheet NoteEditor."
    ),
    (
      "tap Clear\nexpect-presented Notes",
      "presented: alert \"Clear all notes?\"."
    ),
  ])
  func aWrongPresentationNamesWhatIsPresentedInstead(script: String, message: String) throws {
    let result = try Self.run(script)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains(message), "\(result.standardOutput)")
  }

  static let signIn = """
    import SwiftUI

    struct SignIn: View {
        enum Field: Hashable { case user, password }
        @State private var user = ""
        @State private var password = ""
        @FocusState private var focused: Field?
        var body: some View {
            Form {
                TextField("User", text: $user)
                    .focused($focused, equals: .user)
                    .onSubmit { focused = .password }
                SecureField("Password", text: $password)
                    .focused($focused, equals: .password)
                Button("Start") { focused = .user }
            }
        }
    }

    """

  @Test func theFocusedFieldFollowsFocusStateWrites() throws {
    let result = try Self.run(
      """
      tap Start
      expect-focused User
      submit User
      expect-focused Password
      """, file: Self.signIn)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("▸ expect-focused Password   ✓ holds"))
  }

  /// `focus` is a play verb as it is the shell's: the child performs it with the runtime's one action type.
  @Test func focusGivesAFieldFocusAsTappingIntoItWould() throws {
    let result = try Self.run("focus User\nexpect-focused User\n", file: Self.signIn)
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("▸ focus User"))
    #expect(result.standardOutput.contains("▸ expect-focused User   ✓ holds"))
  }

  @Test(arguments: [
    ("expect-focused User", "text field \"User\" does not have focus; no field has focus."),
    ("tap Start\nexpect-focused Password", "does not have focus; focus is on text field \"User\"."),
    ("expect-focused Email", "no control labelled \"Email\" is on screen (no field has focus)"),
  ])
  func aWrongFocusNamesTheFieldThatHasIt(script: String, message: String) throws {
    let result = try Self.run(script, file: Self.signIn)
    #expect(result.status == 1)
    #expect(result.standardOutput.contains(message), "\(result.standardOutput)")
  }

  /// `onAppear` and `onDisappear` show in the step's log, in order with what their actions print.
  @Test func appearAndDisappearShowInTheLogInOrder() throws {
    let result = try Self.run("tap Open\ntap Back\n")
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let open = try #require(lines.firstIndex(of: "▸ tap Open"))
    let appeared = try #require(lines.firstIndex { $0.contains("▴ NoteDetail appeared: onAppear runs") })
    #expect(appeared > open)
    #expect(lines[appeared].contains("[Notes/NavigationStack"), "\(lines[appeared])")
    #expect(lines[appeared...].contains("   printed: detail appeared"))
    let back = try #require(lines.firstIndex(of: "▸ tap Back"))
    let gone = try #require(lines.firstIndex { $0.contains("▾ NoteDetail disappeared: onDisappear runs") })
    #expect(gone > back)
    #expect(lines[gone...].contains("   printed: detail gone"))
  }
}

extension PlayPresentationExpectationTests {
  /// `back` pops the pushed screen and `dismiss` swipes the sheet away, as a user would
  /// with the system's back button and the sheet's swipe.
  @Test func backPopsAndDismissSwipesTheSheetAway() throws {
    let result = try Self.run(
      """
      tap Open
      back
      expect-absent Back
      tap New
      dismiss
      expect-absent Done
      expect New New
      dismiss
      """)
    #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("▸ back"))
    #expect(result.standardOutput.contains("printed: detail gone"))
    #expect(result.standardOutput.contains("no sheet is presented"), "\(result.standardOutput)")
  }
}

extension PlayPresentationExpectationTests {
  /// The shell's play session takes `back` and `dismiss` as a lesson's does, with the
  /// appear and disappear lines in its log.
  @Test func theShellsSessionGoesBackAndDismisses() throws {
    let result = try PlayBinaryTests.shell(
      Self.notes, lines: ["tap Open", "back", "tap New", "dismiss", "tree"])
    let output = result.standardOutput
    #expect(output.contains("▾ NoteDetail disappeared: onDisappear runs"), "\(output)\(result.standardError)")
    #expect(!result.standardError.contains("drives a lesson's app"), "\(result.standardError)")
    #expect(output.contains("Button \"New\""))
    #expect(!output.contains("covered by"), "\(output)")
  }
}
