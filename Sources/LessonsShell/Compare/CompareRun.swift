import LessonKit
import StateRuntime
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `run ID --compare`'s printing: the broken and the fixed version step by step, each step
/// showing both logs and a table of body evaluations per view in both (``PackLessonRun``
/// runs the versions).
///
/// Two columns when the output is a terminal wide enough for them
/// (``minimumSideBySideWidth``); otherwise, and always when piped, one
/// version after the other.
@MainActor
enum CompareRun {
  /// The narrowest terminal that gets two columns.
  static let minimumSideBySideWidth = 110

  /// Two columns for this output, or `nil` when it is piped or narrower than ``minimumSideBySideWidth``.
  static func layout(in context: CommandContext) -> SideBySide? {
    guard
      context.mode != .script && Terminal.isTerminal(STDOUT_FILENO)
        && context.console.width >= minimumSideBySideWidth
    else { return nil }
    return SideBySide(width: context.console.width, indent: "   ", styler: context.console.styler)
  }

  /// What a comparison leaves mounted: nothing new, so the verbs and `log` still act on the
  /// app mounted before, if any; said so, or `log` would seem to show this comparison.
  static func mountNote(lessonID: String, in context: CommandContext) -> String {
    let run = RunCommand.Flags.declared
    let how = "'run \(lessonID)' or 'run \(lessonID) \(run.$fixed.spelling)' mounts one version to poke."
    guard let mounted = context.session.mountedScenario else {
      return "\(run.$compare.spelling) mounts nothing, and nothing is mounted: " + how
    }
    return
      "\(run.$compare.spelling) mounts nothing: \(mounted.mountedName) stays mounted, and tap, tree, log and the other "
      + "verbs act on it; " + how
  }

  /// One step of both versions: its heading, both logs (in columns with a `layout`), and
  /// the table of body evaluations in the step and so far.
  static func printStep(
    broken left: StepReport, brokenSoFar: [String: Int], fixed right: StepReport, fixedSoFar: [String: Int],
    layout: SideBySide?, console: Console
  ) {
    let leftLines = TranscriptRenderer.lines(for: left, variant: .broken)
    let rightLines = TranscriptRenderer.lines(for: right, variant: .fixed)
    console.transcript(Array(leftLines.prefix(1)))
    let leftBody = leftLines.dropFirst().map(Self.unindented)
    let rightBody = rightLines.dropFirst().map(Self.unindented)
    if let layout {
      console.lines(layout.lines(left: leftBody, right: rightBody, headings: ("broken", "fixed")))
    } else {
      console.line(console.styler("   broken:", .bold))
      console.transcript(leftBody.map(Self.indented))
      console.line(console.styler("   fixed:", .bold))
      console.transcript(rightBody.map(Self.indented))
    }
    let table = StepCountsTable.result(
      step: left.number,
      versions: [("broken", Self.runs(in: left), brokenSoFar), ("fixed", Self.runs(in: right), fixedSoFar)])
    console.transcript(ComparisonRenderer.lines(for: table).map { TranscriptLine(.comparison, "   " + $0) })
  }

  private static func runs(in report: StepReport) -> [String: Int] {
    var runs: [String: Int] = [:]
    for case .bodyEvaluated(let change) in report.events { runs[change.view, default: 0] += 1 }
    return runs
  }

  private static func unindented(_ line: TranscriptLine) -> TranscriptLine {
    TranscriptLine(line.kind, String(line.text.drop { $0 == " " }))
  }

  private static func indented(_ line: TranscriptLine) -> TranscriptLine {
    TranscriptLine(line.kind, "   " + line.text)
  }
}
