import ExerciseKit
import LessonKit
import LessonPacks
import StateRuntime

/// A pack lesson's scenario as a ``SteppedScript``, for `run ID --step`: its version runs
/// in one live child program, each step's actions served to it in turn, and at the pauses
/// the scenario verbs poke that same program (a ``PlayScenario`` over it).
///
/// Going back starts a fresh program and replays the steps in it, rather than remounting
/// in the old one: what the file keeps outside its views (a `static var`, a global) starts
/// afresh too, so a replay reaches the state the steps reached the first time.
@MainActor
final class PackStepScript: SteppedScript {
  let lesson: PackLesson
  let variant: Variant
  /// The Xcode release the version was compiled for.
  let xcode: XcodeRelease
  /// The compiled version; a poke that found the file changed compiles it again.
  private var program: PlayProgram
  private let context: CommandContext
  /// The app, once step 1 mounted it; its program serves the later steps.
  private var scenario: PlayScenario?
  /// The reports of the steps run since the last restart, in order.
  private(set) var reports: [StepReport] = []
  /// What the lesson's scenario said of the app after the last step served, if it declares one.
  private var declaredVerdict: String?

  init(
    lesson: PackLesson, variant: Variant, xcode: XcodeRelease, program: PlayProgram, context: CommandContext
  ) {
    self.lesson = lesson
    self.variant = variant
    self.xcode = xcode
    self.program = program
    self.context = context
  }

  var stepTitles: [String] { lesson.scenario.steps.map(\.title) }

  var mountedScenario: (any MountedScenario)? { scenario }

  /// No step runs after one that could not be performed because the program stopped.
  var canGoOn: Bool { scenario != nil || reports.isEmpty }

  /// The run so far as a shipped lesson's run reports it: its steps, claim and verdict.
  var report: RunReport {
    PackRun.runReport(
      of: reports, lesson: lesson, variant: variant, xcode: xcode, declaredVerdict: declaredVerdict)
  }

  func restart() {
    if let scenario { program = scenario.program }
    close()
    reports = []
    declaredVerdict = nil
  }

  /// Ends the program, leaving nothing mounted.
  func close() {
    scenario?.close()
    scenario = nil
  }

  func runStep(_ index: Int, quietly: Bool, console: Console) async {
    // A program only goes forwards; the driver restarts the script to go back.
    assert(index == reports.count, "step \(index + 1) asked for after \(reports.count) steps")
    let (replies, stopReason) = index == 0 ? await mount() : await serve(step: index)
    let report = PackRun.stepReport(
      index, of: lesson, replies: replies, stopReason: stopReason ?? "", xcode: xcode)
    declaredVerdict = replies.last { $0.verdict != nil }?.verdict ?? declaredVerdict
    reports.append(report)
    if stopReason != nil { close() }
    // A step that stopped the program is shown even in a replay: the walk ends at it.
    if !quietly || stopReason != nil {
      console.transcript(TranscriptRenderer.lines(for: report, variant: variant))
    }
  }

  /// Starts the program and mounts the app: the mount's reply, or why the program stopped.
  private func mount() async -> (replies: [HarnessMessage.PlayStep], stopReason: String?) {
    switch await PlayLauncher.startSession(program, serving: [.mount], in: context) {
    case .failure(let error):
      return ([], error.message(commandPrefix: context.mode.commandPrefix))
    case .success(.ended(let run)):
      return ([], PlayScriptRun.stopReason(run))
    case .success(.running(let process, let steps)):
      guard let mount = steps.first else { return ([], "The program sent no mount.") }
      scenario = PlayScenario(
        program: program, process: process, file: lesson.file(for: variant),
        displayPath: PackRun.displayPath(of: lesson, variant: variant),
        options: PackRun.options(for: lesson, variant: variant, xcode: xcode), mount: mount,
        mountSource: source(of: 0), lesson: lesson)
      return (steps, nil)
    }
  }

  /// Serves step `index`'s actions in order: their replies, up to the first that stopped the program, and why.
  private func serve(step index: Int) async -> (replies: [HarnessMessage.PlayStep], stopReason: String?) {
    guard let scenario else { return ([], "Nothing is mounted.") }
    var replies: [HarnessMessage.PlayStep] = []
    for command in PackRun.commands(ofStep: index, in: lesson) {
      switch await scenario.serveScripted(command, as: source(of: index), in: context) {
      case .step(let reply): replies.append(reply)
      case .stopped(let reason): return (replies, reason)
      }
    }
    return (replies, nil)
  }

  /// Step `index` as the session's log and export credit what it did, as a shipped lesson's.
  private func source(of index: Int) -> LogSegment.Source {
    .step(number: index + 1, title: stepTitles[index])
  }
}
