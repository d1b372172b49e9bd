import ExerciseKit

/// `check [ID...|--all] [--summary] [--json] [--junit FILE] [--timeout S]`: compile and check exercises.
struct CheckCommand: ShellCommand {
  /// What `check ...` asks for, decoded once.
  struct Options {
    /// The exercises to check; `nil` for `--all`.
    var ids: [String]?
    /// One line per exercise.
    var summary: Bool
    /// The results as JSON.
    var json: Bool
    /// Where to write JUnit XML too.
    var junitPath: String?
    /// Seconds a check run may take, else the default.
    var timeout: Double?
  }

  let name = "check"
  let summary = "Compile your exercise file with its checks and report what is still wrong."
  let discussion = """
    Checks the given exercises, all of them with --all, or the open lesson's exercise. \
    Exits with 1 when a check fails.
    """
  let group = CommandGroup.exercises

  /// The options `check` takes.
  struct Flags: ParsableOptions {
    @Flag(help: "Check every exercise.") var all: Bool
    @Flag(help: "One line per exercise instead of every check and log.") var summary: Bool
    @Flag(help: "Print the results as JSON (for tools and CI).") var json: Bool
    @Option(kind: .filePath, help: "Also write the results to this file as JUnit XML (for CI and graders).")
    var junit: String?
    @Option(kind: .timeoutSeconds, help: "Give up on a check run after this long.") var timeout: Double?
  }

  let arguments = ArgumentSpec(
    positionals: [
      PositionalSpec(
        "id", kind: .exerciseID, arity: .variadic,
        help: "Exercise ids (see 'list'). Defaults to the lesson opened with 'open'.")
    ],
    options: Flags.self)

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    let flags = arguments.decode(Flags.self)
    if flags.all, let id = arguments.values("id").first {
      throw .conflictingArguments(command: name, first: id, second: flags.$all.spelling)
    }
    let ids = flags.all ? nil : exerciseIDs(arguments, in: context)
    if ids?.isEmpty == true {
      throw .missingArgument(command: name, name: "id")
    }
    return Options(
      ids: ids, summary: flags.summary, json: flags.json, junitPath: flags.junit, timeout: flags.timeout)
  }

  /// The ids to check: those given, else the open lesson's exercise.
  private func exerciseIDs(_ arguments: ParsedArguments, in context: CommandContext) -> [String] {
    let given = arguments.values("id")
    if !given.isEmpty { return given }
    if let open = context.session.currentLessonID, context.catalog.hasExercise(open) { return [open] }
    return []
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    let ids = options.ids
    let json = options.json
    let summary = options.summary
    let junitPath = options.junitPath
    var settings = options.timeout.map { CheckOptions(timeout: $0) } ?? CheckOptions()
    settings.commandPrefix = context.mode.commandPrefix
    let checkOptions = settings
    let renderer = CheckReportRenderer(styler: context.console.styler)
    let console = context.console

    let outcome = await ExerciseCommandSupport.run(in: context) { event in
      switch event {
      case .announce(let message): console.error(console.styler(message, .dim))
      case .progress(let done, let total, let running):
        if ids == nil || (ids?.count ?? 0) > 1 {
          ExerciseCommandSupport.showProgress(done: done, total: total, running: running, in: context)
        }
      case .finished(let done, let total, let result):
        ExerciseCommandSupport.showFinished(done: done, total: total, result: result, in: context)
      case .result, .waiting: break
      }
    } _: { events, _, cancellation throws(ExerciseError) in
      if let ids, ids.count == 1 {
        return [
          try workbench.check(ids[0], options: checkOptions, events: events, cancellation: cancellation)
        ]
      }
      return try workbench.checkAll(ids, options: checkOptions, events: events, cancellation: cancellation)
    }
    ExerciseCommandSupport.clearProgress(in: context)

    switch outcome {
    case .failure(.cancelled) where !context.mode.isShell:
      console.error("Interrupted.")
      return .interrupted
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    case .success(let results):
      // The shell's catalog may have read (and set aside) a damaged progress file first.
      let notices = context.catalog.notices
      if let path = junitPath {
        guard ExerciseCommandSupport.writeJUnit(results, to: path, in: context) else { return .failure }
      }
      if json {
        console.line(CheckJSONReport(results, progressNotices: notices).text())
      } else {
        for notice in notices { console.error(notice) }
        if summary {
          for result in results { console.line(renderer.headline(result)) }
        } else {
          for (index, result) in results.enumerated() {
            if index > 0 { console.line() }
            console.line(renderer.render(result))
          }
        }
        if results.count > 1 {
          console.line()
          console.line(renderer.summary(results))
        }
        if results.count == 1, let result = results.first, !result.status.isPass, result.status != .tampered {
          console.line(
            console.styler("Stuck? '\(context.spelling(of: "hint")) \(result.id)' shows a hint.", .dim))
        }
      }
      return results.allSatisfy(\.status.isPass) ? .success : .failure
    }
  }
}
