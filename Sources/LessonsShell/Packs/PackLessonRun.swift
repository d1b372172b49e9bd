import ExerciseKit
import LessonKit
import LessonPacks
import StateRuntime

/// `run ID [--fixed] [--step]` for a lesson loaded from a pack: its scenario against one version,
/// printed as a shipped lesson's run is (heading, steps with their log, verdict).
@MainActor
enum PackLessonRun {
  /// Runs `lesson` as `options` ask; exits 0 when the version behaved as the lesson claims.
  static func run(_ lesson: PackLesson, options: RunCommand.Options, in context: CommandContext) async
    -> ExitCode
  {
    let console = context.console
    if let export = options.export {
      // As for a shipped lesson: a player or handout holds both versions unless --fixed asks for one.
      let both = options.mode == .compare || (options.variant != .fixed && export.isPresentation)
      return await exported(
        lesson, variants: both ? [.broken, .fixed] : [options.variant], xcode: options.xcode, export: export,
        why: options.why, in: context)
    }
    if options.mode == .compare {
      return await compared(lesson, xcode: options.xcode, in: context)
    }
    if let notice = LessonRunRecord.noteRun(of: lesson.id, in: context.stateDirectory) {
      console.error("Note: " + notice)
    }
    // A new run replaces whatever was mounted.
    context.session.mountedScenario = nil
    let variant = options.variant
    let displayPath = PackRun.displayPath(of: lesson, variant: variant)
    guard let program = await compiled(lesson, variant: variant, xcode: options.xcode, in: context) else {
      return .failure
    }
    for note in program.notesBesidesSwiftUIImport { console.error(console.styler("note: ", .cyan) + note) }
    if options.mode == .stepped {
      return await stepped(lesson, program: program, options: options, in: context)
    }
    let report: RunReport
    if context.mode.isShell {
      // In the shell the program keeps running afterwards, so the app stays mounted to poke.
      switch await PlayLauncher.startSession(program, serving: PackRun.commands(of: lesson), in: context) {
      case .failure(let error):
        ExerciseCommandSupport.report(error, in: context)
        return .failure
      case .success(.ended(let played)):
        report = PackRun.report(of: played, lesson: lesson, variant: variant, xcode: options.xcode)
      case .success(.running(let process, let steps)):
        let played = PlayRun(status: .ok, steps: steps, crashMessage: nil, output: "", notes: [])
        report = PackRun.report(of: played, lesson: lesson, variant: variant, xcode: options.xcode)
        if let mount = steps.first {
          let sources = PackRun.sources(of: lesson)
          context.session.mountedScenario = PlayScenario(
            program: program, process: process, file: lesson.file(for: variant), displayPath: displayPath,
            options: PackRun.options(for: lesson, variant: variant, xcode: options.xcode), mount: mount,
            served: Array(steps.dropFirst()), mountSource: sources.first ?? nil,
            servedSources: Array(sources.dropFirst()), lesson: lesson)
        }
      }
    } else {
      guard
        let played = await PackRun.play(
          program, lesson: lesson, variant: variant, xcode: options.xcode, in: context)
      else { return .failure }
      report = played
    }
    console.transcript(PackRun.heading(for: lesson, variant: variant, xcode: options.xcode))
    var explained = false
    for step in report.steps {
      console.transcript(TranscriptRenderer.lines(for: step, variant: variant))
      guard let view = options.why else { continue }
      let trigger = step.action.description
      let explanations = BodyRunExplanation.explanations(of: view, in: step.events, trigger: trigger)
      guard !explanations.isEmpty else { continue }
      explained = true
      console.transcript(
        WhyRenderer.lines(
          for: view, explanations: explanations.map(WhyTranscript.init),
          source: "step \(step.number) · \(step.title)", indent: "   ")
      )
    }
    console.transcript(TranscriptRenderer.verdict(for: report))
    if let view = options.why, !explained {
      let known = BodyRunExplanation.explainableViews(in: report.steps.flatMap(\.events))
      console.error("Error: " + WhyRenderer.unknownView(view, known: known, source: "this run"))
      return .usageError
    }
    await printComparison(of: lesson, xcode: options.xcode, in: context)
    if context.session.mountedScenario != nil { sayItStaysMounted(displayPath, in: context) }
    return report.claimHeld ? .success : .failure
  }

  /// `run ID --step`: the scenario walked in one live program with the step mode's pauses,
  /// printed as a shipped lesson's walk is (and its steps as `run ID` prints them).
  private static func stepped(
    _ lesson: PackLesson, program: PlayProgram, options: RunCommand.Options, in context: CommandContext
  ) async -> ExitCode {
    let console = context.console
    console.transcript(PackRun.heading(for: lesson, variant: options.variant, xcode: options.xcode))
    let script = PackStepScript(
      lesson: lesson, variant: options.variant, xcode: options.xcode, program: program, context: context)
    let outcome = await StepDriver(script: script, context: context).run()
    if context.mode.isShell {
      context.session.mountedScenario = script.mountedScenario
    } else {
      // Nothing is left to poke once the command ends: its program ends now, not with the tool.
      context.session.mountedScenario = nil
      script.close()
    }
    switch outcome {
    case .stopped(let number):
      console.error("Stopped before step \(number).")
      return .failure
    case .quit(let number):
      console.line(
        "Stopped before step \(number)" + (script.mountedScenario != nil ? "; the app stays mounted." : "."))
      return .success
    case .finished:
      let report = script.report
      console.transcript(TranscriptRenderer.verdict(for: report))
      await printComparison(of: lesson, xcode: options.xcode, in: context)
      if script.mountedScenario != nil {
        sayItStaysMounted(PackRun.displayPath(of: lesson, variant: options.variant), in: context)
      }
      return report.claimHeld ? .success : .failure
    }
  }

  /// After a run in the shell: what can be done to the app left mounted, its outside events
  /// among them when its Swift declares any.
  private static func sayItStaysMounted(_ displayPath: String, in context: CommandContext) {
    let console = context.console
    let verbs: String
    if let mounted = context.session.mountedScenario as? PlayScenario,
      mounted.lesson?.declaresScenario == true
    {
      let events = mounted.eventNames
      verbs =
        events.isEmpty
        ? CommandParser.sentence(CommandParser.userActionVerbs) + " (it has no outside events)"
        : CommandParser.sentence(CommandParser.userActionVerbs + ["event"])
          + " (\(events.joined(separator: ", ")))"
    } else {
      verbs = CommandParser.sentence(CommandParser.userActionVerbs)
    }
    console.line()
    console.paragraph(
      "The app stays mounted: poke it with \(verbs); look with tree, log and counts; "
        + "'log \(InspectVerbCommand.LogFlags.declared.$html.spelling) FILE' exports "
        + "the session; saving \(displayPath) remounts it at the next command; 'remount' mounts it afresh.")
  }

  /// `run ID --compare`: both versions, each in a child run, then printed step by step as the course's are.
  private static func compared(_ lesson: PackLesson, xcode: XcodeRelease, in context: CommandContext) async
    -> ExitCode
  {
    guard let broken = await recorded(lesson, variant: .broken, xcode: xcode, in: context),
      let fixed = await recorded(lesson, variant: .fixed, xcode: xcode, in: context)
    else { return .failure }
    let console = context.console
    let era = PackRun.dependsOnEra(lesson) ? ", built with \(xcode)" : ""
    console.transcript([
      TranscriptLine(.heading, "\(lesson.id) — \(lesson.title) (broken and fixed, step by step\(era))")
    ])
    let layout = CompareRun.layout(in: context)
    for (left, right) in zip(zip(broken.report.steps, broken.steps), zip(fixed.report.steps, fixed.steps)) {
      CompareRun.printStep(
        broken: left.0, brokenSoFar: left.1.bodyRunsSoFar, fixed: right.0, fixedSoFar: right.1.bodyRunsSoFar,
        layout: layout, console: console)
    }
    console.transcript(TranscriptRenderer.verdict(for: broken.report))
    console.transcript(TranscriptRenderer.verdict(for: fixed.report))
    await printComparison(of: lesson, xcode: xcode, in: context)
    if context.mode.isShell {
      console.line()
      console.paragraph(CompareRun.mountNote(lessonID: lesson.id, in: context))
    }
    return broken.report.claimHeld && fixed.report.claimHeld ? .success : .failure
  }

  /// The lesson's comparison of builds after a blank line, as the run ends; nothing when it
  /// has none.
  private static func printComparison(of lesson: PackLesson, xcode: XcodeRelease, in context: CommandContext)
    async
  {
    context.console.transcript(
      TranscriptRenderer.comparison(await PackComparisonRun.run(lesson, xcode: xcode, in: context)))
  }

  /// One version compiled and run once, with its steps as data; `nil` when it could not be (said already).
  static func recorded(
    _ lesson: PackLesson, variant: Variant, xcode: XcodeRelease, in context: CommandContext
  ) async -> (report: RunReport, steps: [StepTranscript])? {
    guard let program = await compiled(lesson, variant: variant, xcode: xcode, in: context) else {
      return nil
    }
    return await PackRun.record(program, lesson: lesson, variant: variant, xcode: xcode, in: context)
  }

  /// One version compiled, or `nil` after its compile errors (or why it could not be compiled) were printed.
  static func compiled(
    _ lesson: PackLesson, variant: Variant, xcode: XcodeRelease, in context: CommandContext
  ) async -> PlayProgram? {
    switch await PackRun.compile(lesson, variant: variant, xcode: xcode, in: context) {
    case .failure(.unusable), .failure(.noProject):
      return nil
    case .failure(.compileError(let transcript)):
      PlayReportText.print(
        transcript, file: PackRun.displayPath(of: lesson, variant: variant), console: context.console)
      return nil
    case .success(let program):
      return program
    }
  }

  /// `run ID --json`, `--markdown FILE`, `--html FILE`: each version recorded in a child run, then exported.
  private static func exported(
    _ lesson: PackLesson, variants: [Variant], xcode: XcodeRelease, export: RunExport,
    why view: String? = nil,
    in context: CommandContext
  ) async -> ExitCode {
    var versions: [VersionTranscript] = []
    for variant in variants {
      guard let (report, steps) = await recorded(lesson, variant: variant, xcode: xcode, in: context) else {
        return .failure
      }
      versions.append(TranscriptRecorder.version(report, steps: steps))
    }
    let comparison = await PackComparisonRun.run(lesson, xcode: xcode, in: context)
    var transcript = TranscriptRecorder.transcript(
      of: LessonInfo(id: lesson.id, number: lesson.number ?? 0, title: lesson.title, summary: lesson.summary),
      versions: versions, comparison: comparison.map(ComparisonTable.init))
    if let view {
      // `--why VIEW --json`: each step's chains of that view only.
      let known = Set(transcript.versions.flatMap(\.steps).flatMap { ($0.why ?? [:]).keys })
      guard known.contains(view) else {
        context.console.error(
          "Error: " + WhyRenderer.unknownView(view, known: known.sorted(), source: "this run"))
        return .usageError
      }
      transcript = transcript.keepingWhy(of: view)
    }
    return export.write(transcript, material: material(of: lesson), in: context)
  }

  /// What the exports show beside the run: the story, the files
  /// both versions share, each version's own files, and the diff of those.
  static func material(of lesson: PackLesson) -> LessonMaterial {
    let listings = Dictionary(uniqueKeysWithValues: Variant.allCases.map { ($0, lesson.listing(for: $0)) })
    let shared = (listings[.broken] ?? []).filter { file in listings[.fixed]?.contains(file) ?? false }
    let own = listings.mapValues { files in files.filter { !shared.contains($0) } }
    func text(_ variant: Variant) -> String { (own[variant] ?? []).map(\.body).joined(separator: "\n\n") }
    return LessonMaterial(
      story: lesson.story, ownership: lesson.ownership, shared: shared, listings: own,
      diff: CodeDiff(broken: text(.broken), fixed: text(.fixed)))
  }
}
