import LessonKit
import StateRuntime

/// `run ID [--fixed]` for a lesson loaded from a pack: its scenario against one version,
/// printed as a shipped lesson's run is (heading, steps with their log, verdict).
@MainActor
enum PackLessonRun {
  /// Runs `lesson` as `options` ask; exits 0 when the version behaved as the lesson claims.
  static func run(_ lesson: PackLesson, options: RunCommand.Options, in context: CommandContext) async
    -> ExitCode
  {
    let console = context.console
    guard options.mode == .live, options.export == nil else {
      console.error(
        console.styler(
          "Error: '\(lesson.id)' comes from the pack \(lesson.pack.path), whose lessons run live only so far: "
            + "'run \(lesson.id)' or 'run \(lesson.id) --fixed' (--compare, --step and the exports are for "
            + "the shipped course).", .red))
      return .usageError
    }
    if let notice = LessonRunRecord.noteRun(of: lesson.id, in: context.stateDirectory) {
      console.error("Note: " + notice)
    }
    // Nothing stays mounted: the version ran in a child program that has ended.
    context.session.mountedScenario = nil
    switch await PackRun.run(lesson, variant: options.variant, xcode: options.xcode, in: context) {
    case .unusable:
      return .failure
    case .compileError(let transcript):
      PlayReportText.print(
        transcript, file: PackRun.displayPath(of: lesson, variant: options.variant), console: console)
      return .failure
    case .ran(let report, let notes):
      for note in notes { console.error(console.styler("note: ", .cyan) + note) }
      console.transcript(PackRun.heading(for: lesson, variant: options.variant, xcode: options.xcode))
      for step in report.steps {
        console.transcript(TranscriptRenderer.lines(for: step, variant: options.variant))
      }
      console.transcript(TranscriptRenderer.verdict(for: report))
      return report.claimHeld ? .success : .failure
    }
  }
}
