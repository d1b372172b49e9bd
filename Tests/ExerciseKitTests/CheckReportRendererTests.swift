import ExerciseKit
import Testing

/// Whole-output tests of the text report, one per status.
@Suite struct CheckReportRendererTests {
  static let renderer = CheckReportRenderer(styler: .plain)

  static func result(_ status: ExerciseStatus, _ change: (inout ExerciseResult) -> Void = { _ in })
    -> ExerciseResult
  {
    var result = ExerciseResult(id: "draft-title", status: status, seconds: 1.25)
    change(&result)
    return result
  }

  static let twoChecks = [
    CheckResult(name: "the field shows the title", passed: true),
    CheckResult(
      name: "the field follows an undo", passed: false,
      message: "the Title field: expected \"Draft\", got \"Final\"",
      log: ["▸ tap(\"Undo\")", "  NotesEditor: @self changed."]),
  ]

  @Test func failed() {
    let text = Self.renderer.render(Self.result(.failed) { $0.checks = Self.twoChecks })
    #expect(
      text == """
        draft-title  ✗ failed  (1 of 2 checks pass, 1.2 s)
          ✓ the field shows the title
          ✗ the field follows an undo
              the Title field: expected "Draft", got "Final"
              invalidation log:
                ▸ tap("Undo")
                  NotesEditor: @self changed.
        """)
  }

  @Test func aCrashCountsEveryCheck() {
    let text = Self.renderer.render(
      Self.result(.crashed) {
        $0.checks = [
          CheckResult(name: "one", passed: true), CheckResult(name: "two", passed: true),
          CheckResult(name: "three", outcome: .crashed), CheckResult(name: "four", outcome: .notRun),
        ]
        $0.crashMessage = "Fatal error: boom"
        $0.interruptedCheck = "three"
      })
    #expect(
      text == """
        draft-title  ✗ crashed  (2 of 4 checks pass, 1 crashed, 1 not run, 1.2 s)
          The program stopped during "three": Fatal error: boom
          ✓ one
          ✓ two
          ✗ three  (the program stopped here)
          - four  (not run)
        """)
  }

  @Test func aReusedResultSaysSo() {
    let text = Self.renderer.headline(
      Self.result(.passed) {
        $0.checks = [Self.twoChecks[0]]
        $0.reused = true
      })
    #expect(text == "draft-title  ✓ passed  (1 of 1 checks pass, unchanged since its last check)")
  }

  @Test func compileError() {
    let text = Self.renderer.render(
      Self.result(.compileError) {
        $0.notes = ["Your file imports SwiftUI."]
        $0.diagnostics = [
          Diagnostic(
            origin: .learnerFile, file: "Lessons/01-draft-title/exercise/NotesEditor.swift", line: 4,
            column: 10,
            severity: "error", message: "cannot find 'forty' in scope", sourceLine: "  return forty")
        ]
      })
    #expect(
      text == """
        draft-title  ✗ compile error  (1.2 s)
          note: Your file imports SwiftUI.
          Lessons/01-draft-title/exercise/NotesEditor.swift:4:10: error: cannot find 'forty' in scope
            4 |   return forty
              |          ^
        """)
  }

  @Test func crashedAndTimedOut() {
    let crashed = Self.renderer.render(
      Self.result(.crashed) {
        $0.crashMessage = "Fatal error: boom (at Lessons/01-draft-title/exercise/NotesEditor.swift:3)"
        $0.interruptedCheck = "the field follows an undo"
        $0.output = "computing\n"
      })
    #expect(
      crashed == """
        draft-title  ✗ crashed  (1.2 s)
          The program stopped during "the field follows an undo": Fatal error: boom (at Lessons/01-draft-title/exercise/NotesEditor.swift:3)
          output:
            computing
        """)
    let timedOut = Self.renderer.render(
      Self.result(.timeout) { $0.interruptedCheck = "the field follows an undo" })
    #expect(
      timedOut == """
        draft-title  ✗ timed out  (1.2 s)
          The checks did not finish in time during "the field follows an undo": look for a loop that never ends, or a task that never completes.
        """)
  }

  @Test func tamperedAndPassed() {
    let tampered = Self.renderer.render(
      Self.result(.tampered) { $0.tamperedFiles = ["Lessons/01-draft-title/exercise/Checks.swift"] })
    #expect(
      tampered == """
        draft-title  ✗ checks edited (tampered)  (1.2 s)
          The checks must be the ones that shipped with lessons; your own file is the one to edit.
          These differ from what was shipped (edited or missing):
            Lessons/01-draft-title/exercise/Checks.swift
          Restore them with `git checkout -- Lessons/01-draft-title/exercise/Checks.swift` (that leaves your own file alone).
        """)
    let passed = Self.renderer.render(Self.result(.passed) { $0.checks = [Self.twoChecks[0]] })
    #expect(passed == "draft-title  ✓ passed  (1 of 1 checks pass, 1.2 s)\n  ✓ the field shows the title")
    #expect(
      Self.renderer.summary([Self.result(.passed), Self.result(.failed)])
        == "2 exercises checked: 1 of 2 passed.")
  }
}
