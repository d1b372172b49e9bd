import LessonKit
import StateRuntime
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `run ID --compare`: the broken and the fixed version run together, step
/// by step, each step showing both logs and a table of body evaluations per
/// view in both.
///
/// Two columns when the output is a terminal wide enough for them
/// (``minimumSideBySideWidth``); otherwise, and always when piped, one
/// version after the other.
@MainActor
struct CompareRun {
  /// The narrowest terminal that gets two columns.
  static let minimumSideBySideWidth = 110

  let lesson: Lesson
  let context: CommandContext
  /// The Xcode release both versions reproduce.
  var xcode: XcodeRelease = .current

  /// Two columns for this output, or `nil` when it is piped or narrower than ``minimumSideBySideWidth``.
  static func layout(in context: CommandContext) -> SideBySide? {
    guard
      context.mode != .script && Terminal.isTerminal(STDOUT_FILENO)
        && context.console.width >= minimumSideBySideWidth
    else { return nil }
    return SideBySide(width: context.console.width, indent: "   ", styler: context.console.styler)
  }

  /// Runs both versions to the end; 0 when both did what the lesson claims.
  func run() async -> ExitCode {
    let console = context.console
    let broken = ScenarioRun(lesson: lesson, variant: .broken, xcode: xcode)
    let fixed = ScenarioRun(lesson: lesson, variant: .fixed, xcode: xcode)
    let era = lesson.dependsOnEra ? ", built with \(xcode)" : ""
    console.transcript([
      TranscriptLine(.heading, "\(lesson.id) — \(lesson.title) (broken and fixed, step by step\(era))")
    ])
    let layout = Self.layout(in: context)
    while broken.hasNextStep {
      if Task.isCancelled { return .failure }
      guard let left = await broken.runNextStep(), let right = await fixed.runNextStep() else { break }
      Self.printStep(
        broken: left, brokenSoFar: broken.app?.host.bodyCounts.filter { $0.value > 0 } ?? [:], fixed: right,
        fixedSoFar: fixed.app?.host.bodyCounts.filter { $0.value > 0 } ?? [:], layout: layout,
        console: console)
    }
    if Task.isCancelled { return .failure }
    let brokenReport = broken.finish()
    let fixedReport = fixed.finish(comparison: await lesson.comparison?.run(xcode: xcode))
    console.transcript(TranscriptRenderer.verdict(for: brokenReport))
    console.transcript(TranscriptRenderer.verdict(for: fixedReport))
    console.transcript(TranscriptRenderer.comparison(for: fixedReport))
    if context.mode.isShell {
      console.line()
      console.paragraph(Self.mountNote(lesson: lesson, in: context))
    }
    return brokenReport.claimHeld && fixedReport.claimHeld ? .success : .failure
  }

  /// What a comparison leaves mounted: nothing new, so the verbs and `log` still act on the
  /// app mounted before, if any; said so, or `log` would seem to show this comparison.
  static func mountNote(lesson: Lesson, in context: CommandContext) -> String {
    let how = "'run \(lesson.id)' or 'run \(lesson.id) --fixed' mounts one version to poke."
    guard let mounted = context.session.mountedScenario else {
      return "--compare mounts nothing, and nothing is mounted: " + how
    }
    let name =
      (mounted as? LessonScenario).map { "\($0.lessonID) (\($0.variant.rawValue))" }
      ?? (mounted as? PlayScenario)?.mountedVersion ?? mounted.lessonID
    return
      "--compare mounts nothing: \(name) stays mounted, and tap, tree, log and the other verbs act on it; "
      + how
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
