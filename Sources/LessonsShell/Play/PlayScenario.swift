import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import StateRuntime

/// A played file mounted in the shell after `play FILE`: the ``MountedScenario`` the scenario verbs drive.
///
/// The app lives in a child process that stays running between commands
/// (``LivePlayProcess``): its state, and whatever the file made (`UUID()`s, dates),
/// stays as in an app, and only each command's own log is shown. A crash or hang takes
/// that program with it; a new one is started at once and replays the actions before
/// the failed command, so the app keeps the state it had before it (the runtime is
/// deterministic; a file that is not is told so). Before each command the file is
/// looked at again: when it changed it is compiled and mounted afresh, and the shell
/// says so.
@MainActor
final class PlayScenario: MountedScenario {
  private(set) var program: PlayProgram
  let file: URL
  let displayPath: String
  let options: PlayOptions
  /// The running program, while it runs.
  private var process: LivePlayProcess?
  /// The actions since the last mount, replayed to restore the state after a crash.
  private var actions: [HarnessMessage.PlayCommand] = []
  /// The steps since the last mount, mount first.
  private(set) var steps: [HarnessMessage.PlayStep]
  /// For each of ``steps``, the scenario step that served it in a pack lesson's step mode
  /// (`log` heads it `step 2 · Type a note`, as a shipped lesson's); `nil` for a command.
  private(set) var sources: [LogSegment.Source?]
  /// The lesson whose Swift declares the scenario this program serves, if it is one: its
  /// files are watched and compiled together, and its outside events served.
  let lesson: PackLesson?
  /// What was played, when it is an app of several files or a folder (re-listed when looked at
  /// again, so that a file added to the folder is compiled too); `nil` for a file or a lesson.
  private var appSources: PlaySources?
  /// What the file (or the lesson's or app's files) held when it was compiled.
  private var fingerprint: Data?
  /// Whether this mount already said that a replay drew another screen.
  private var warnedOfDivergence = false

  /// - Parameters:
  ///   - served: the steps the program served after `mount` (a pack lesson's
  ///     scenario), kept for `log` and `counts` and replayed after a crash.
  ///   - mountSource: the scenario step that mounted it, in a pack lesson's step mode.
  ///   - servedSources: the scenario step that served each of `served`.
  init(
    program: PlayProgram, process: LivePlayProcess, file: URL, displayPath: String, options: PlayOptions,
    mount: HarnessMessage.PlayStep, served: [HarnessMessage.PlayStep] = [],
    mountSource: LogSegment.Source? = nil, servedSources: [LogSegment.Source?] = [],
    lesson: PackLesson? = nil,
    appSources: PlaySources? = nil
  ) {
    self.lesson = lesson
    self.appSources = appSources
    self.program = program
    self.process = process
    self.file = file
    self.displayPath = displayPath
    self.options = options
    self.steps = [mount]
    self.sources = [mountSource]
    self.fingerprint = Self.fingerprint(
      of: lesson.map(\.swiftFiles) ?? Self.files(of: appSources, file: file))
    for (index, step) in served.enumerated() {
      keep(step, source: index < servedSources.count ? servedSources[index] : nil)
    }
  }

  /// Keeps a step the program served for `log`, `counts` and the replay after a crash (a
  /// remount starts afresh), with the scenario step that served it, if one did.
  private func keep(_ step: HarnessMessage.PlayStep, source: LogSegment.Source? = nil) {
    if step.command == .remount {
      steps = [step]
      sources = [source]
      actions = []
    } else {
      steps.append(step)
      sources.append(source)
      actions.append(step.command)
    }
  }

  /// The lesson's id when this is a lesson's program (the prompt names it, and a bare `run`
  /// runs it), else the played file.
  var lessonID: String { lesson?.id ?? "play \(displayPath)" }

  var mountedLessonID: String? { lesson?.id }

  var mountedName: String {
    guard let lesson else { return lessonID }
    return "\(lesson.id) (\(mountedVariant.rawValue))"
  }

  /// The version of a lesson mounted: the one its program serves, or the file played.
  private var mountedVariant: Variant {
    if let named = options.variant.flatMap(Variant.init(rawValue:)) { return named }
    return file.lastPathComponent == lesson?.fileName(for: .fixed) ? .fixed : .broken
  }

  var controlLabels: [String] {
    var seen = Set<String>()
    return (steps.last?.elements ?? []).filter { $0.kind != .text }.map(\.label).filter {
      seen.insert($0).inserted
    }
  }

  var eventNames: [String] { steps.last?.outsideEvents ?? [] }

  var viewNames: [String] { BodyRunExplanation.explainableViews(in: steps.flatMap(\.events)) }

  /// What `files` hold now, one after another; `nil` when one cannot be read.
  private static func fingerprint(of files: [URL]) -> Data? {
    var whole = Data()
    for file in files {
      guard let data = try? Data(contentsOf: file) else { return nil }
      whole += Data("\(file.path)\0\(data.count)\0".utf8) + data
    }
    return whole
  }

  /// The files of the app played now (a folder re-listed), else the one file.
  private static func files(of app: PlaySources?, file: URL) -> [URL] {
    guard let app else { return [file] }
    return (try? app.files()) ?? app.given
  }

  func sessionExport() -> (transcript: Transcript, material: LessonMaterial?)? {
    var events: [RuntimeEvent] = []
    var counts: [String: Int] = [:]
    var pokes = 0
    // A scenario step that repeats (`inc Volume 2`) serves one program step per repeat, each
    // with the same source: the summary counts the scenario's steps, so by their numbers.
    var scriptedNumbers = Set<Int>()
    let exported = zip(sources, steps).map { source, step -> SessionTranscript.Step in
      events += step.events
      counts.merge(step.bodyCounts, uniquingKeysWith: +)
      let command = Self.heading(of: step.command)
      var title = command == "mount" ? "Mount \(lesson?.id ?? program.root)" : "you · \(command)"
      if case .step(let number, let stepTitle) = source {
        scriptedNumbers.insert(number)
        title = stepTitle
      } else if case .perform = step.command {
        pokes += 1
      }
      return SessionTranscript.Step(
        title: title, command: command,
        events: step.events, error: step.error,
        tree: TreeSnapshot(rendered: step.tree, events: events, stepEvents: step.events),
        bodyRunsSoFar: counts.filter { $0.value > 0 })
    }
    let scripted = scriptedNumbers.count
    // A lesson's session is its own, with its story and code; a played file's names the file.
    if let lesson {
      let variant = mountedVariant
      let info = LessonKit.LessonInfo(
        id: lesson.id, number: lesson.number ?? 0, title: lesson.title, summary: lesson.summary)
      let verdict = VerdictTranscript(
        claimHeld: true, label: "Session",
        summary: SessionTranscript.sessionSummary(
          scripted: scripted, pokes: pokes, of: lesson.scenario.steps.count))
      return (
        SessionTranscript.make(info, variant: variant, steps: exported, verdict: verdict),
        PackLessonRun.material(of: lesson)
      )
    }
    let info = LessonKit.LessonInfo(
      id: displayPath, title: "\(program.root), played from \(displayPath)",
      summary: "A session with a played file: every command since the mount.")
    let verdict = VerdictTranscript(
      claimHeld: true, label: "Session",
      summary: SessionTranscript.sessionSummary(scripted: scripted, pokes: pokes, of: nil))
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    let material = LessonMaterial(
      story: [], ownership: nil, listings: [.broken: [SourceFile(path: displayPath, text: text)]], diff: nil)
    return (SessionTranscript.make(info, variant: .broken, steps: exported, verdict: verdict), material)
  }

  /// Compiles and mounts the files of `sources` as one app, prints its mount log, and leaves
  /// it mounted in the session.
  static func mount(
    sources: PlaySources, displayPath: String, options: PlayOptions, in context: CommandContext
  )
    async -> ExitCode
  {
    let console = context.console
    let program: PlayProgram
    let files: [URL]
    do throws(ExerciseError) {
      files = try sources.files()
    } catch {
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    }
    let file = files[0]
    switch await PlayLauncher.compile(files, options: options, in: context) {
    case .failure(.noProject), .failure(.unusable): return .failure
    case .failure(.compileError(let transcript)):
      PlayReportText.print(transcript, file: displayPath, console: console)
      return .failure
    case .success(let compiled): program = compiled
    }
    for note in program.notes { console.error(console.styler("note: ", .cyan) + note) }
    guard let (process, served) = await start(program, [.mount], in: context), let step = served.last else {
      return .failure
    }
    context.session.mountedScenario = PlayScenario(
      program: program, process: process, file: file, displayPath: displayPath, options: options, mount: step,
      appSources: sources.isApp ? sources : nil)
    PlayReportText.printStep(
      PlayTranscript.Step(
        command: "mount", changes: [], events: step.events, tree: step.tree, error: nil, printed: step.output),
      root: program.root, file: displayPath, console: console)
    console.paragraph(
      "It stays mounted: poke it with \(CommandParser.sentence(CommandParser.userActionVerbs)); "
        + "look with tree, log and counts; "
        + "'remount' mounts it afresh. Save the file and the next command remounts it.")
    return .success
  }

  /// Starts `program` and serves `commands` (a mount, then any actions to replay); a step for each.
  ///
  /// When the program does not get through them, says why and returns `nil`.
  private static func start(
    _ program: PlayProgram, _ commands: [HarnessMessage.PlayCommand], in context: CommandContext
  ) async -> (LivePlayProcess, [HarnessMessage.PlayStep])? {
    switch await PlayLauncher.startSession(program, serving: commands, in: context) {
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return nil
    case .success(.ended(let run)):
      report(run, console: context.console)
      return nil
    case .success(.running(let process, let steps)):
      return (process, steps)
    }
  }

  /// Says why a program stopped, and what it printed before.
  private static func report(_ run: PlayRun, console: Console) {
    console.error(console.styler(PlayScriptRun.stopReason(run), .red))
    for note in run.notes { console.error(console.styler("note: ", .cyan) + note) }
    for line in ProgramOutputExcerpt(run.output).rendered(styler: console.styler) { console.error(line) }
  }

  /// The running program, or a new one brought to the state after ``actions`` when the last one ended.
  private func runningProcess(in context: CommandContext) async -> LivePlayProcess? {
    if let process, !process.hasEnded { return process }
    process = nil
    guard let (restarted, served) = await Self.start(program, [.mount] + actions, in: context) else {
      return nil
    }
    warnIfTheReplayDiverged(served, console: context.console)
    process = restarted
    return restarted
  }

  func perform(_ command: Command, in context: CommandContext) async -> ExitCode {
    let console = context.console
    let presenter = AppPresenter(console: console)
    if await remountIfChanged(in: context) == false { return .failure }
    // What the child serves is decided in one place, for a script's run and the shell alike;
    // `remount` is served here by mounting afresh, so that a changed file is compiled again.
    let served =
      lesson?.declaresScenario == true
      ? PlayScriptRun.servedWithEvents(for: command) : PlayScriptRun.served(for: command)
    switch (command, served) {
    case (.remount, _):
      return await remountAfresh(in: context)
    case (_, let served?):
      return await serve(served, in: context)
    case (.event(let name), nil):
      console.error(console.styler("Error: " + PlayScriptRun.noEvents(name), .red))
      return .failure
    case (.mount, _), (.repeated, _), (.expect, _), (.perform, nil), (.advance, nil):
      // The shell's verbs send single actions; a played file's expectations are a script's (`play --script`).
      console.error(
        console.styler("Error: '\(command)' is not something to do to a played file in the shell.", .red))
      return .failure
    case (.tree, _):
      presenter.tree(steps.last?.tree ?? "")
      return .success
    case (.log, _):
      presenter.log(
        title:
          "Invalidation log of \(lesson == nil ? "\(program.root) (\(displayPath))" : mountedName) since mount:",
        segments: steps.indices.map { index in
          // A lesson's pokes are the learner's own, as its steps are the scenario's.
          let heading =
            lesson == nil && sources[index] == nil
            ? Self.heading(of: steps[index].command) : producer(ofStepAt: index).description
          return (heading: heading, steps[index].events)
        },
        markingSilence: false)
      return .success
    case (.counts, _):
      var counts: [String: Int] = [:]
      for step in steps { counts.merge(step.bodyCounts, uniquingKeysWith: +) }
      // A lesson's app says it in the lesson's words; a played file's as play's session.
      console.line(
        console.styler(lesson?.declaresScenario == true ? "Body evaluations since mount:" : "▸ counts", .bold)
      )
      presenter.counts(counts)
      return .success
    }
  }

  /// `remount`: the program mounted afresh, said as such with its mount's log.
  private func remountAfresh(in context: CommandContext) async -> ExitCode {
    let console = context.console
    guard let step = await mountAfresh(program, in: context) else { return .failure }
    // A lesson's app by its id and version; a played file's by its root view.
    console.line(
      console.styler("Mounted \(lesson == nil ? program.root : mountedName) again, with fresh state.", .bold))
    console.log(LogRenderer.lines(for: step.events))
    return .success
  }

  /// What produced step `index` of the session: the scenario step that served it, else the
  /// learner's own command.
  func producer(ofStepAt index: Int) -> LogSegment.Source {
    sources[index] ?? .command(Self.heading(of: steps[index].command))
  }

  /// How the session's log and export head a served command (`mount`, `tap "Save"`, `back`).
  static func heading(of command: HarnessMessage.PlayCommand) -> String {
    switch command {
    case .mount, .remount: "mount"
    case .perform(.goBack): "back"
    case .perform(.dismiss): "dismiss"
    case .perform(.scroll(nil)): "scroll"
    // In the script's words (`tap "Save"`), as the verbs and a lesson's steps are written.
    case .perform(let action): Command.perform(action).description
    case .event(let name): "event \(name)"
    case .advance(let duration): "advance \(DurationWords.words(for: duration))"
    }
  }

  /// Serves one command to the running program and prints its log, as a step of the session.
  private func serve(_ command: HarnessMessage.PlayCommand, in context: CommandContext) async -> ExitCode {
    let console = context.console
    let described = Self.heading(of: command)
    guard let process = await runningProcess(in: context) else { return .failure }
    switch await PlayLauncher.serve(process, command, in: context) {
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      console.error(console.styler("The app keeps the state it had before `\(described)`.", .dim))
      return .failure
    case .success(.ended(let run)):
      Self.report(run, console: console)
      if await runningProcess(in: context) != nil {
        console.error(
          console.styler(
            "The app keeps the state it had before `\(described)`: it was started again and the "
              + "\(actions.count) action\(actions.count == 1 ? "" : "s") before it replayed.", .dim))
      }
      return .failure
    case .success(.step(let step)):
      AppPresenter(console: console).actionLog(step.events, printed: step.output, failed: step.error != nil)
      if let error = step.error {
        console.error(console.styler("Error: " + error, .red))
        return .failure
      }
      keep(step)
      return .success
    }
  }

  /// How a command of a scripted step went (``serveScripted(_:in:)``).
  enum ScriptedAnswer {
    /// The program performed it; its step, kept as the session's.
    case step(HarnessMessage.PlayStep)
    /// The program ended instead, or could not be run: why, in `check`'s words.
    case stopped(String)
  }

  /// Serves one command of a scripted step (a pack lesson's `run ID --step`) and keeps its
  /// step as the session's, as `source`'s, printing nothing: the step mode prints the
  /// step's report.
  ///
  /// A program that a poke at a pause ended is started again first, as for any command.
  func serveScripted(
    _ command: HarnessMessage.PlayCommand, as source: LogSegment.Source, in context: CommandContext
  ) async
    -> ScriptedAnswer
  {
    guard let process = await runningProcess(in: context) else {
      return .stopped("The program could not be started again (said above).")
    }
    switch await PlayLauncher.serve(process, command, in: context) {
    case .failure(let error):
      return .stopped(error.message(commandPrefix: context.mode.commandPrefix))
    case .success(.ended(let run)):
      return .stopped(PlayScriptRun.stopReason(run))
    case .success(.step(let step)):
      keep(step, source: source)
      return .step(step)
    }
  }

  /// Ends the running program; the scenario is done with (a step mode going back starts a new one).
  func close() {
    process?.close()
    process = nil
  }

  /// Replaces the running program with a new run of `compiled`, mounted with fresh state.
  ///
  /// A new process rather than a remount in the old one: what the file keeps outside the
  /// views (a `static var`, a global) starts afresh too.
  private func mountAfresh(_ compiled: PlayProgram, in context: CommandContext) async -> HarnessMessage
    .PlayStep?
  {
    guard let (started, served) = await Self.start(compiled, [.mount], in: context), let step = served.last
    else {
      return nil
    }
    process?.close()
    process = started
    program = compiled
    actions = []
    steps = [step]
    sources = [nil]
    warnedOfDivergence = false
    return step
  }

  /// Says so, once per mount, when replaying the actions drew another screen than they did.
  ///
  /// After a crash the actions before it are replayed in a new run, which reaches the
  /// same state only if the file does the same thing every run. Code that reads the
  /// clock, random numbers or `UUID()` does not, and the learner should know why the
  /// screen moved.
  private func warnIfTheReplayDiverged(_ replayed: [HarnessMessage.PlayStep], console: Console) {
    guard !warnedOfDivergence, replayed.map(\.tree) != steps.map(\.tree) else { return }
    warnedOfDivergence = true
    console.error(
      console.styler("note: ", .cyan)
        + "Replaying the earlier actions in the new run drew a different screen than they did before: "
        + "code that is not the same from run to run (Date(), UUID(), random numbers) made other values.")
  }

  /// Recompiles and remounts when the file changed since it was compiled; `false` when that failed.
  private func remountIfChanged(in context: CommandContext) async -> Bool {
    let now = Self.fingerprint(of: lesson.map(\.swiftFiles) ?? Self.files(of: appSources, file: file))
    guard now != fingerprint else { return true }
    fingerprint = now
    let console = context.console
    guard now != nil else {
      // Moved or deleted (or an editor's save caught half-way): nothing to compile, and
      // the program that runs is still the file as it was, so the command goes on.
      console.error(
        console.styler(
          "\(displayPath) is gone (moved or deleted); the version compiled before stays mounted.", .dim))
      return true
    }
    console.line(console.styler("\(displayPath) changed: compiling it again.", .bold))
    let recompiled =
      if let lesson, lesson.declaresScenario {
        await PlayLauncher.compileScenario(
          lesson.swiftFiles, displayFolder: lesson.folder.lastPathComponent, options: options, in: context)
      } else {
        await PlayLauncher.compile(Self.files(of: appSources, file: file), options: options, in: context)
      }
    switch recompiled {
    case .failure(.compileError(let transcript)):
      PlayReportText.print(transcript, file: displayPath, console: console)
      console.error(console.styler("The old version stays mounted until the file compiles.", .dim))
      return false
    case .failure: return false
    case .success(let compiled):
      guard let step = await mountAfresh(compiled, in: context) else { return false }
      console.line(
        console.styler("Mounted \(compiled.root) again: state was reset because the code changed.", .bold))
      console.log(LogRenderer.lines(for: step.events))
      return true
    }
  }
}
