import ExerciseKit
import Foundation
import LessonKit
import StateRuntime

/// A played file mounted in the shell after `play FILE`: the ``MountedScenario`` the scenario verbs drive.
///
/// The state lives in a child process, so every command is served by a fresh run of the
/// file's program that mounts the root, replays the actions since the last mount and
/// performs the new one; only the new one's log is shown. The runtime is deterministic,
/// so the replay reaches the same state, and a crash or hang takes only that run with it:
/// the state before the command is kept. Before each command the file is looked at
/// again: when it changed it is compiled and mounted afresh, and the shell says so.
@MainActor
final class PlayScenario: MountedScenario {
  private(set) var program: PlayProgram
  let file: URL
  let displayPath: String
  let options: PlayOptions
  /// The actions since the last mount, replayed to reach the current state.
  private var actions: [HarnessMessage.PlayCommand] = []
  /// The steps since the last mount, mount first.
  private var steps: [HarnessMessage.PlayStep]
  /// What the file held when it was compiled.
  private var fingerprint: Data?
  /// Whether this mount already said that a replay drew another screen.
  private var warnedOfDivergence = false

  init(
    program: PlayProgram, file: URL, displayPath: String, options: PlayOptions, mount: HarnessMessage.PlayStep
  ) {
    self.program = program
    self.file = file
    self.displayPath = displayPath
    self.options = options
    self.steps = [mount]
    self.fingerprint = try? Data(contentsOf: file)
  }

  var lessonID: String { "play \(displayPath)" }

  var controlLabels: [String] {
    var seen = Set<String>()
    return (steps.last?.elements ?? []).filter { $0.kind != .text }.map(\.label).filter {
      seen.insert($0).inserted
    }
  }

  var eventNames: [String] { [] }

  /// Compiles and mounts `file`, prints its mount log, and leaves it mounted in the session.
  static func mount(file: URL, displayPath: String, options: PlayOptions, in context: CommandContext) async
    -> ExitCode
  {
    let console = context.console
    let program: PlayProgram
    switch await PlayLauncher.compile(file, options: options, in: context) {
    case .failure(.noProject), .failure(.unusable): return .failure
    case .failure(.compileError(let transcript)):
      PlayReportText.print(transcript, file: displayPath, console: console)
      return .failure
    case .success(let compiled): program = compiled
    }
    for note in program.notes { console.error(console.styler("note: ", .cyan) + note) }
    guard let step = await serve(program, [.mount], in: context)?.last else { return .failure }
    context.session.mountedScenario = PlayScenario(
      program: program, file: file, displayPath: displayPath, options: options, mount: step)
    PlayReportText.printStep(
      PlayTranscript.Step(command: "mount", changes: [], events: step.events, tree: step.tree, error: nil),
      root: program.root, file: displayPath, console: console)
    console.paragraph(
      "It stays mounted: poke it with tap, type, toggle, inc or dec; look with tree, log and counts; "
        + "'reset' mounts it afresh. Save the file and the next command remounts it.")
    return .success
  }

  /// Runs `program` serving `commands` and returns a step for each, or prints why there are none.
  private static func serve(
    _ program: PlayProgram, _ commands: [HarnessMessage.PlayCommand], in context: CommandContext
  ) async -> [HarnessMessage.PlayStep]? {
    let console = context.console
    switch await PlayLauncher.run(program, commands, in: context) {
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return nil
    case .success(let run):
      if run.status == .ok, run.steps.count == commands.count, !run.steps.isEmpty { return run.steps }
      console.error(console.styler(PlayScriptRun.stopReason(run), .red))
      for note in run.notes { console.error(console.styler("note: ", .cyan) + note) }
      let excerpt = ProgramOutputExcerpt(run.output)
      if !excerpt.lines.isEmpty {
        console.error(console.styler("  " + excerpt.heading, .dim))
        for line in excerpt.lines { console.error("    " + line) }
      }
      return nil
    }
  }

  func perform(_ action: ScenarioAction, in context: CommandContext) async -> ExitCode {
    let console = context.console
    if await remountIfChanged(in: context) == false { return .failure }
    switch action {
    case .control(let control):
      let commands = [.mount] + actions + [.perform(control)]
      guard let served = await Self.serve(program, commands, in: context), let step = served.last else {
        console.error(console.styler("The app keeps the state it had before `\(control)`.", .dim))
        return .failure
      }
      warnIfTheReplayDiverged(served.dropLast(), console: context.console)
      let lines = LogRenderer.lines(for: step.events)
      console.log(lines)
      if let error = step.error {
        console.error(console.styler("Error: " + error, .red))
        return .failure
      }
      actions.append(.perform(control))
      steps.append(step)
      if lines.isEmpty { console.line(console.styler("   (no state changed and no body ran)", .dim)) }
      return .success
    case .event(let name):
      console.error(
        console.styler(
          "Error: A played file has no outside events ('\(name)'); use tap, type, toggle, inc or dec.", .red))
      return .failure
    case .renderTree:
      console.lines((steps.last?.tree ?? "").split(separator: "\n").map(String.init))
      return .success
    case .showLog:
      console.line(console.styler("Invalidation log of \(program.root) (\(displayPath)) since mount:", .bold))
      for step in steps {
        let heading: String
        switch step.command {
        case .mount, .remount: heading = "mount"
        case .perform(let action): heading = action.description
        }
        console.line(console.styler(" " + heading, .cyan))
        console.log(LogRenderer.lines(for: step.events))
      }
      return .success
    case .showCounts:
      var counts: [String: Int] = [:]
      for step in steps { counts.merge(step.bodyCounts, uniquingKeysWith: +) }
      PlayReportText.printStep(
        PlayTranscript.Step(command: "counts", changes: [], events: [], tree: "", counts: counts),
        root: program.root, file: displayPath, console: console)
      return .success
    case .remount:
      guard let step = await Self.serve(program, [.mount], in: context)?.last else { return .failure }
      actions = []
      steps = [step]
      warnedOfDivergence = false
      console.line(console.styler("Mounted \(program.root) again, with fresh state.", .bold))
      console.log(LogRenderer.lines(for: step.events))
      return .success
    }
  }

  /// Says so, once per mount, when replaying the earlier commands drew another screen than they did.
  ///
  /// Each command is a fresh run that replays the ones before, which reaches the same
  /// state only if the file does the same thing every run. Code that reads the clock,
  /// random numbers or `UUID()` does not, and the learner should know why the screen moved.
  private func warnIfTheReplayDiverged(_ replayed: ArraySlice<HarnessMessage.PlayStep>, console: Console) {
    guard !warnedOfDivergence, replayed.map(\.tree) != steps.map(\.tree) else { return }
    warnedOfDivergence = true
    console.error(
      console.styler("note: ", .cyan)
        + "Replaying the earlier commands drew a different screen than they did before. Each command "
        + "runs \(displayPath) afresh and replays the ones before it, so code that is not the same from run "
        + "to run (Date(), UUID(), random numbers) shows different values after each command.")
  }

  /// Recompiles and remounts when the file changed since it was compiled; `false` when that failed.
  private func remountIfChanged(in context: CommandContext) async -> Bool {
    let now = try? Data(contentsOf: file)
    guard now != fingerprint else { return true }
    fingerprint = now
    let console = context.console
    console.line(console.styler("\(displayPath) changed: compiling it again.", .bold))
    switch await PlayLauncher.compile(file, options: options, in: context) {
    case .failure(.compileError(let transcript)):
      PlayReportText.print(transcript, file: displayPath, console: console)
      console.error(console.styler("The old version stays mounted until the file compiles.", .dim))
      return false
    case .failure: return false
    case .success(let compiled):
      guard let step = await Self.serve(compiled, [.mount], in: context)?.last else { return false }
      program = compiled
      actions = []
      steps = [step]
      warnedOfDivergence = false
      console.line(
        console.styler("Mounted \(compiled.root) again: state was reset because the code changed.", .bold))
      console.log(LogRenderer.lines(for: step.events))
      return true
    }
  }
}
