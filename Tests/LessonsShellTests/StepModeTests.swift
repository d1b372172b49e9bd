import Testing
import WorkbenchSupport

@testable import LessonKit
@testable import LessonsShell

/// The step mode's pieces: what a pause understands, how errors read, and the two-column layout.
@MainActor
struct StepModeTests {
  static let verbs = ["tap", "type", "toggle", "inc", "dec", "event", "tree", "log", "counts", "why"]

  @Test(arguments: [
    ([], StepPause.next),
    (["next"], .next),
    (["back"], .back),
    (["replay"], .replay),
    (["quit"], .quit),
    (["help"], .help),
    (["tree"], .verb(words: ["tree"], pokes: false)),
    (["tree", "--svg", "t.svg"], .verb(words: ["tree", "--svg", "t.svg"], pokes: false)),
    (["tap", "Save"], .verb(words: ["tap", "Save"], pokes: true)),
    (["event", "undo"], .verb(words: ["event", "undo"], pokes: true)),
    // `why` only looks: 'back' after it goes back a step, not back to the script.
    (["why", "Row"], .verb(words: ["why", "Row"], pokes: false)),
  ])
  func pauseUnderstands(words: [String], expected: StepPause) throws {
    #expect(try StepPause.parse(words, scenarioVerbs: Self.verbs) == expected)
  }

  @Test(arguments: [
    ("bakc", "Error: 'bakc' does nothing at the pause. Did you mean 'back'?"),
    ("tre", "Error: 'tre' does nothing at the pause. Did you mean 'tree'?"),
    ("list", "Error: 'list' does nothing at the pause."),
  ])
  func unknownWordsAreRefusedWithASuggestion(typed: String, message: String) {
    #expect(throws: ShellError.self) { try StepPause.parse([typed], scenarioVerbs: Self.verbs) }
    do {
      _ = try StepPause.parse([typed], scenarioVerbs: Self.verbs)
    } catch {
      let catalog = TestShell().context.catalog
      let lines = ShellErrorRenderer(registry: .standard, catalog: catalog, mode: .script).render(error)
      #expect(lines.first == message)
      #expect(lines.dropFirst().first == StepPause.guide)
    }
  }

  /// An identity path wider than its column is broken after a `/`, never cut: every
  /// character of it is on screen (issue 37: `--compare` showed `…/Repl…`).
  @Test func sideBySideBreaksALongPathAndKeepsItWhole() {
    let layout = SideBySide(width: 60, indent: "   ", styler: .plain)
    let path = "DeskScreen/NavigationStack/VStack[1]/TicketScreen/NoteBox"
    let left = [TranscriptLine(.log(.body), "+ NoteBox._draft created = \"\"  [\(path)]")]
    let lines = layout.lines(left: left, right: [], headings: ("broken", "fixed"))
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
    #expect(!lines.contains { $0.contains("…") })
    let column = lines.dropFirst().map { line in
      String(line.dropFirst(3).prefix { $0 != "│" }).trimmingCharacters(in: .whitespaces)
    }
    #expect(column.joined().replacingOccurrences(of: " ", with: "").contains(path), "\(lines)")
    // Broken after a slash where one fits.
    #expect(column.dropLast().contains { $0.hasSuffix("/") }, "\(lines)")
  }

  @Test func sideBySideFitsTheWidthAndKeepsBothColumnsAligned() {
    let layout = SideBySide(width: 60, indent: "   ", styler: .plain)
    let left = [
      TranscriptLine(.log(.body), "NotesEditor: @self changed."),
      TranscriptLine(.bugShown, "✗ the field follows the undo: field \"Q3 final\" ← the bug"),
    ]
    let right = [TranscriptLine(.holds, "✓ the field follows the undo")]
    let lines = layout.lines(left: left, right: right, headings: ("broken", "fixed"))
    #expect(lines.first?.hasPrefix("   broken") == true)
    #expect(lines.first?.hasSuffix("│ fixed") == true)
    // Every row puts the bar in the same column and fits the width.
    let bars = lines.map { line in DisplayWidth.of(line.prefix { $0 != "│" }) }
    #expect(Set(bars).count == 1)
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
    // The long line wraps inside its 27 columns (3 rows), continuations hanging two columns in.
    #expect(layout.columnWidth == 27)
    #expect(lines.count == 1 + 1 + 3)
    #expect(lines[2].hasPrefix("   ✗ the field"))
    #expect(lines[3].hasPrefix("     ") && lines[4].hasPrefix("     "))
  }
}
