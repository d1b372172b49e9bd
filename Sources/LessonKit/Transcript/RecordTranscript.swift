import StateRuntime

/// One runtime record (``RuntimeEvent``) as data, with its log line.
public struct RecordTranscript: Codable, Sendable, Hashable {
  /// The record's name, a past-tense fact: `bodyEvaluated`, `stateCreated`, `dependencyFired`.
  public let kind: String
  public let view: String?
  public let path: String?
  /// The state property, the observed property or object, where the record has one.
  public let property: String?
  /// For `bodyEvaluated`: what changed, in `_printChanges` order.
  public let reasons: [String]?
  /// The update pass, where the record belongs to one.
  public let pass: Int?
  /// The invalidation log line, or `nil` for records the log does not show.
  public let line: String?
  /// What the line states, for styling: `body`, `skipped`, `state`, `cause`, `summary`, `issue`.
  public let lineKind: String?

  public init(_ event: RuntimeEvent) {
    var view: String?
    var path: String?
    var property: String?
    var reasons: [String]?
    var pass: Int?
    switch event {
    case .passStarted(let number, let trigger):
      (pass, property) = (number, trigger)
    case .bodyEvaluated(let change):
      (view, path, reasons, pass) = (change.view, change.path, change.reasons.map(\.description), change.pass)
    case .bodySkipped(let skippedView, let skippedPath, let number):
      (view, path, pass) = (skippedView, skippedPath, number)
    case .stateCreated(let created):
      (view, path, property) = (created.view, created.path, created.property)
    case .stateDiscarded(let discarded):
      (view, path) = (discarded.view, discarded.path)
    case .initialValueDiscarded(let thrownAway):
      (view, path, property) = (thrownAway.view, thrownAway.path, thrownAway.property)
    case .stateChanged(let changed):
      (view, path, property) = (changed.view, changed.path, changed.property)
    case .dependencyFired(let firedView, let firedPath, let firedProperty):
      (view, path, property) = (firedView, firedPath, firedProperty)
    case .objectWillChange(let firedView, let firedPath, let object):
      (view, path, property) = (firedView, firedPath, object)
    case .passFinished(let summary):
      pass = summary.pass
    case .actionPerformed(let action):
      property = action
    case .issueRaised:
      break
    }
    self.kind = Self.name(of: event)
    self.view = view
    self.path = path
    self.property = property
    self.reasons = reasons
    self.pass = pass
    self.line = event.logLine
    self.lineKind = event.logLine == nil ? nil : "\(LogRenderer.kind(of: event))"
  }

  static func name(of event: RuntimeEvent) -> String {
    switch event {
    case .passStarted: "passStarted"
    case .bodyEvaluated: "bodyEvaluated"
    case .bodySkipped: "bodySkipped"
    case .stateCreated: "stateCreated"
    case .stateDiscarded: "stateDiscarded"
    case .initialValueDiscarded: "initialValueDiscarded"
    case .stateChanged: "stateChanged"
    case .dependencyFired: "dependencyFired"
    case .objectWillChange: "objectWillChange"
    case .passFinished: "passFinished"
    case .actionPerformed: "actionPerformed"
    case .issueRaised: "issueRaised"
    }
  }
}
