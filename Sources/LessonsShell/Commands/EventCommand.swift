import LessonKit

/// `event NAME [N]`: an outside event the lesson defines (undo, deep link, price tick),
/// N times as a script's `event NAME N` says it, each a step of its own.
struct EventCommand: ShellCommand {
  let name = "event"
  let summary = "Send the mounted scenario an outside event (undo, deep link, price tick...)."
  let group = CommandGroup.scenario
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec.wordsFor([
    PositionalSpec(
      "name", kind: .eventName, arity: .optional,
      help: "One of the lesson's events (Tab lists them; without it, 'event' lists them)."),
    PositionalSpec(
      "count", kind: .positiveInteger, arity: .optional,
      help: "How many times, 1 to \(CommandParser.maximumSteps) (default 1)."),
  ])

  /// `event [NAME [N]]`.
  struct Options {
    /// The event to send; without it, `event` lists them.
    var name: String?
    /// What to do: the event, or the event N times; `nil` without a name.
    var command: Command?
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    guard let event = arguments.words.first else {
      try ScenarioVerb.requireMountedScenario(for: name, in: context)
      return Options(name: nil, command: nil)
    }
    // The script verb's words, read once by the one parser: `event NAME N` means here what it means there.
    let command = try ActionVerbCommand.command(
      name, words: arguments.words, named: self.arguments.positionals)
    try ScenarioVerb.requireMountedScenario(for: name, in: context)
    return Options(name: event, command: command)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    let events = context.session.mountedScenario?.eventNames ?? []
    guard let event = options.name else {
      // A bare `event` says what can be sent, or that nothing can.
      if events.isEmpty {
        context.console.error("Error: \(Self.noEvents(in: context))")
        return .failure
      }
      context.console.error(
        "Error: Missing <name> for 'event'. This app's events: \(events.joined(separator: ", ")).")
      context.console.error("Usage: event <name>")
      return .usageError
    }
    if events.isEmpty, Self.isLesson(context.session.mountedScenario) {
      context.console.error("Error: No outside event named \"\(event)\": \(Self.noEvents(in: context))")
      return .failure
    }
    // One event per step, as the script verb repeats it (each step flushes and logs).
    for step in (options.command ?? .event(event)).steps {
      let code = await ScenarioVerb.perform(step, command: name, in: context)
      if code != .success { return code }
    }
    return .success
  }

  /// Whether `mounted` is a lesson's app, whose events its Swift declares, rather than a played file's.
  static func isLesson(_ mounted: (any MountedScenario)?) -> Bool {
    (mounted as? PlayScenario)?.lesson?.declaresScenario == true
  }

  /// The sentence for an app without outside events, naming what pokes it instead.
  static func noEvents(in context: CommandContext) -> String {
    let app = context.session.mountedScenario?.lessonID ?? "the app"
    return
      "\(app) has no outside events; poke it with \(CommandParser.sentence(CommandParser.userActionVerbs))."
  }
}
