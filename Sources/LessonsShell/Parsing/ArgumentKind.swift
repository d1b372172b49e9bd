/// What a positional argument or option value holds: drives validation and Tab completion.
package enum ArgumentKind: Sendable, Equatable {
  /// Any text.
  case text
  /// A lesson id from the catalog (`draft-title`).
  case lessonID
  /// A lesson id, or `interview` for the interview set (`quiz`).
  case quizTopic
  /// An exercise id from the catalog.
  case exerciseID
  /// The name of a command (for `help COMMAND`).
  case commandName
  /// The label of a control in the mounted scenario (`Save`); checked by the scenario.
  case controlLabel
  /// An outside event of the mounted scenario (`undo`); checked by the scenario.
  case eventName
  /// A view type of the mounted scenario (`NoteBox`); checked by `why`.
  case viewName
  /// One of a fixed set of words.
  case choice([String])
  /// A path to a file to write (`results.xml`).
  case filePath
  /// A whole number greater than zero.
  case positiveInteger
  /// A time limit in seconds within ``CheckOptions/timeoutRange`` (`1.5`, `600`).
  case timeoutSeconds
  /// A chance of recall within ``FSRSScheduler/retentionRange`` (`0.9`).
  case retention

  /// The quiz topic that names the interview set rather than a lesson.
  static let interviewTopic = "interview"

  /// The placeholder shown in usage lines when the spec names none.
  var defaultValueName: String {
    switch self {
    case .text: "text"
    case .filePath: "file"
    case .lessonID, .exerciseID, .quizTopic: "id"
    case .commandName: "command"
    case .controlLabel: "label"
    case .eventName: "event"
    case .viewName: "view"
    case .choice(let words): words.joined(separator: "|")
    case .positiveInteger: "n"
    case .timeoutSeconds: "seconds"
    case .retention: "r"
    }
  }

  /// Words to offer on Tab for this kind, in a stable order.
  @MainActor
  func candidates(in context: CommandContext) -> [String] {
    switch self {
    case .text, .filePath, .positiveInteger, .timeoutSeconds, .retention: []
    case .lessonID: context.catalog.lessons.map(\.id)
    case .quizTopic: context.catalog.lessons.map(\.id) + [ArgumentKind.interviewTopic]
    case .exerciseID: context.catalog.exercises.map(\.id)
    case .commandName: context.registry.visibleCommands(in: context.mode).map(\.name)
    case .controlLabel: context.session.mountedScenario?.controlLabels ?? []
    case .eventName: context.session.mountedScenario?.eventNames ?? []
    case .viewName: context.session.mountedScenario?.viewNames ?? []
    case .choice(let words): words
    }
  }
}
