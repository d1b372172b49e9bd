import Foundation
import LessonsProtocol
import WorkbenchSupport

/// Renders check results as text for a terminal or a pipe: the one place their wording lives.
///
/// ```text
/// draft-title  ✗ failed  (1 of 3 checks pass, 2.4 s)
///   ✓ the field shows the document's title at first
///   ✗ the field follows an undo
///       the field after Undo: expected "Draft", got "Final"
///       invalidation log:
///         ▸ tap("Undo")
///           = MemoScreen._title: "Final" → "Draft"
///           MemoScreen: _title changed.
/// ```
/// Symbols and words both carry the verdict, so it reads the same without colour. A failed
/// check's log is the lines the tool rendered from the check program's records
/// (``HarnessMessage/FailureLog/lines``), the same words a lesson's log uses.
package struct CheckReportRenderer: Sendable {
  /// Colours, or `.plain`.
  package var styler: Styler

  /// A renderer that styles with `styler` (`.plain` for pipes and tests).
  package init(styler: Styler) {
    self.styler = styler
  }

  /// The full report for one exercise.
  package func render(_ result: ExerciseResult) -> String {
    var lines = [headline(result)]
    for note in result.notes { lines.append("  " + styler("note:", .cyan) + " " + note) }
    switch result.status {
    case .tampered:
      lines.append(
        "  The checks must be the ones that shipped with lessons; your own file is the one to edit.")
      lines.append("  These differ from what was shipped (edited or missing):")
      for file in result.tamperedFiles { lines.append("    " + file) }
      lines.append(
        "  Restore them with `git checkout -- \(result.tamperedFiles.joined(separator: " "))` "
          + "(that leaves your own file alone).")
    case .compileError:
      lines += result.diagnostics.flatMap(renderDiagnostic)
      if result.diagnostics.contains(where: { $0.origin == .checks }) {
        lines.append(
          "  The checks use names from your file (types, initialisers, labels): keep those as the task describes."
        )
      }
    case .timeout:
      let during = result.interruptedCheck.map { " during \"\($0)\"" } ?? ""
      lines.append(
        "  The checks did not finish in time\(during): look for a loop that never ends, or a task that never completes."
      )
      lines += renderChecks(result.checks)
      lines += renderOutput(result.output)
    case .crashed:
      let during = result.interruptedCheck.map { " during \"\($0)\"" } ?? ""
      lines.append("  The program stopped\(during): " + (result.crashMessage ?? "no message"))
      lines += renderChecks(result.checks)
      lines += renderOutput(result.output)
    case .passed, .failed:
      lines += renderChecks(result.checks)
      if result.checks.isEmpty { lines.append("  No checks ran.") }
    }
    return lines.joined(separator: "\n")
  }

  /// One line per exercise, for the end of `check --all`.
  package func summary(_ results: [ExerciseResult]) -> String {
    let passed = results.filter { $0.status.isPass }.count
    let verdict =
      passed == results.count ? styler("all passed", .green, .bold) : "\(passed) of \(results.count) passed"
    return "\(results.count) exercises checked: \(verdict)."
  }

  /// The status in a word or two, as the headline spells it ("timed out").
  package static func word(for status: ExerciseStatus) -> String {
    switch status {
    case .passed: "passed"
    case .failed: "failed"
    case .compileError: "compile error"
    case .timeout: "timed out"
    case .crashed: "crashed"
    case .tampered: "checks edited (tampered)"
    }
  }

  /// The one-line verdict: id, status, counts, time.
  package func headline(_ result: ExerciseResult) -> String {
    let symbol: String
    switch result.status {
    case .passed: symbol = styler("✓ passed", .green, .bold)
    case .failed: symbol = styler("✗ failed", .red, .bold)
    case .compileError: symbol = styler("✗ compile error", .red, .bold)
    case .timeout: symbol = styler("✗ timed out", .red, .bold)
    case .crashed: symbol = styler("✗ crashed", .red, .bold)
    case .tampered: symbol = styler("✗ checks edited (tampered)", .yellow, .bold)
    }
    var detail: [String] = []
    if !result.checks.isEmpty { detail.append(Self.counts(result.checks)) }
    detail.append(result.reused ? "unchanged since its last check" : String(format: "%.1f s", result.seconds))
    return "\(styler(result.id, .bold))  \(symbol)  (\(detail.joined(separator: ", ")))"
  }

  /// Every check counted: "2 of 4 checks pass, 1 crashed, 1 not run".
  static func counts(_ checks: [CheckResult]) -> String {
    var text = "\(checks.filter(\.passed).count) of \(checks.count) checks pass"
    for (outcome, word) in [
      (CheckResult.Outcome.crashed, "crashed"), (.timedOut, "timed out"), (.notRun, "not run"),
    ] {
      let count = checks.filter { $0.outcome == outcome }.count
      if count > 0 { text += ", \(count) \(word)" }
    }
    return text
  }

  private func renderChecks(_ checks: [CheckResult]) -> [String] {
    checks.flatMap { check -> [String] in
      switch check.outcome {
      case .passed: return ["  " + styler("✓", .green) + " " + check.name]
      case .crashed: return ["  " + styler("✗", .red) + " " + check.name + "  (the program stopped here)"]
      case .timedOut: return ["  " + styler("✗", .red) + " " + check.name + "  (the time limit passed here)"]
      case .notRun: return ["  " + styler("-", .dim) + " " + check.name + "  (not run)"]
      case .failed: break
      }
      var lines = ["  " + styler("✗", .red) + " " + check.name]
      if !check.message.isEmpty { lines += check.message.split(separator: "\n").map { "      " + $0 } }
      if !check.log.isEmpty {
        lines.append("      " + styler("invalidation log:", .dim))
        lines += check.log.map { "        " + $0 }
      }
      return lines
    }
  }

  /// Compile errors as a check shows them: `file:line:column: error: …`, the line, a caret.
  package func render(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.flatMap(renderDiagnostic)
  }

  private func renderDiagnostic(_ diagnostic: Diagnostic) -> [String] {
    var location = diagnostic.file
    if diagnostic.line > 0 { location += ":\(diagnostic.line):\(diagnostic.column)" }
    let head =
      (location.isEmpty ? "" : location + ": ") + styler("\(diagnostic.severity):", .red) + " "
      + diagnostic.message
    var lines = ["  " + head]
    if let source = diagnostic.sourceLine {
      lines.append("    \(diagnostic.line) | " + source)
      if diagnostic.column > 0 {
        let gutter = String(repeating: " ", count: String(diagnostic.line).count)
        let pad = source.prefix(diagnostic.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
        lines.append("    \(gutter) | " + pad + styler("^", .red))
      }
    }
    return lines
  }

  private func renderOutput(_ output: String) -> [String] {
    ProgramOutputExcerpt(output).rendered(styler: styler)
  }
}
