import Foundation
import TestSupport
import Testing

/// A predict question whose snippet declares its scenario: the snippet's outside event is
/// a line of the question (`event sync`), the key comes from the snippet's run in a child,
/// and the learner sees the SwiftUI code without the scenario that serves the event.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct ScenarioPredictTests {
  /// A note field that copies the note's text into its own `@State`; a sync from outside
  /// the views changes the note, which the field never shows.
  static let snippet = """
    import LessonsPlayDriver
    import StateRuntime

    @MainActor @Observable
    final class Note {
      var text = "Buy milk"
    }

    struct MemoPad: View {
      let note: Note
      var body: some View {
        VStack {
          Text("Saved: \\(note.text)")
          MemoLine(text: note.text)
        }
      }
    }

    struct MemoLine: View {
      @State private var text: String
      init(text: String) { _text = State(initialValue: text) }
      var body: some View { TextField("Note", text: $text) }
    }

    let lessonScenario = Scenario(makeApp: { _, xcode in
      let note = Note()
      return LessonApp(
        MemoPad(note: note), xcode: xcode,
        events: [OutsideEvent("sync", "another device renames the note") { note.text = "Buy oat milk" }])
    })
    """

  static func quiz(expect: String) -> String {
    """
    {"questions": [
      {"name": "predict-sync", "prompt": "MemoLine copies the note's text into its own @State.",
       "predict": {"file": "Snippets/NoteCopy.swift", "event": "event sync",
                   "eventText": "A sync sets the note's text to \\"Buy oat milk\\".",
                   "ask": {"control": "Note"}, "explanation": "The field keeps the copy it made."},
       "expect": "\(expect)"}
    ]}
    """
  }

  @Test func anOutsideEventOfTheSnippetGivesTheKeyAndTheLearnerSeesOnlyTheViews() throws {
    let workspace = try PackBinaryTests.Workspace()
    defer { workspace.project.remove() }
    #expect(try workspace.lessons(["pack", "new", "draft-branch", "--in", workspace.pack.path]).status == 0)
    try workspace.write(PackBinaryTests.lessonText, to: "lesson.md")
    try workspace.write(PackBinaryTests.brokenSource, to: "Broken.swift")
    try workspace.write(PackBinaryTests.fixedSource, to: "Fixed.swift")
    try workspace.write(PackBinaryTests.scenario, to: "scenario.play")
    let snippets = workspace.pack.appendingPathComponent("01-draft-branch/Snippets")
    try FileManager.default.createDirectory(at: snippets, withIntermediateDirectories: true)
    try Data(Self.snippet.utf8).write(to: snippets.appendingPathComponent("NoteCopy.swift"))

    // The author's answer is held to the run: a wrong one fails the check, naming it.
    try workspace.write(Self.quiz(expect: "Buy oat milk"), to: "quiz.json")
    let wrong = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(wrong.status == 1)
    #expect(
      wrong.standardOutput.contains(
        "it expects \"Note\" to show \"Buy oat milk\", but it shows \"Buy milk\""),
      "\(wrong.standardOutput)")

    try workspace.write(Self.quiz(expect: "Buy milk"), to: "quiz.json")
    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "2"])
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")

    let asked = try workspace.lessons(
      ["--pack", workspace.pack.path, "quiz", "draft-branch"], input: "Buy oat milk\n")
    #expect(asked.standardOutput.contains("struct MemoLine: View"), "\(asked.standardOutput)")
    #expect(
      !asked.standardOutput.contains("lessonScenario"), "the scenario serves the event; it is not shown")
    #expect(asked.standardOutput.contains("it shows \"Buy milk\""), "\(asked.standardOutput)")
  }
}
