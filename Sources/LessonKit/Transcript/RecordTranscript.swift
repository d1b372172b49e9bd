@_spi(Tooling) import StateRuntime

/// One runtime record (``RuntimeEvent``) as data, with its log line.
///
/// Read by reflection rather than by matching each case: the runtime adds
/// records and fields as it grows, and a transcript should carry them
/// without being rewritten (a new field lands in ``details``).
package struct RecordTranscript: Codable, Sendable, Hashable {
  /// The record's name, a past-tense fact: `bodyEvaluated`, `stateCreated`, `dependencyFired`.
  package let kind: String
  package let view: String?
  package let path: String?
  /// The state property, the observed property or object, the pass's trigger or the action.
  package let property: String?
  /// For `bodyEvaluated`: what changed, in `_printChanges` order.
  package let reasons: [String]?
  /// The update pass, where the record belongs to one.
  package let pass: Int?
  /// The record's other fields, described: `value`, `oldValue`, `newValue`, ...
  package let details: [String: String]?
  /// The invalidation log line, or `nil` for records the log does not show.
  package let line: String?
  /// What the line states, for styling: `body`, `skipped`, `state`, `cause`, `summary`, `issue`.
  package let lineKind: String?

  /// Fields that name the record's subject, in the order they are tried for ``property``.
  private static let propertyFields = ["property", "object", "trigger", "action"]

  package init(_ event: RuntimeEvent) {
    let mirror = Mirror(reflecting: event)
    let payload = mirror.children.first
    kind = payload?.label ?? String(describing: event)
    var fields: [(label: String, value: Any)] = []
    if let payload {
      let inner = Mirror(reflecting: payload.value)
      // A labelled tuple or a struct has named children; a lone unnamed value is the payload itself.
      fields = inner.children.compactMap { child in child.label.map { ($0, child.value) } }
      if fields.isEmpty { fields = [("value", payload.value)] }
    }
    func take(_ label: String) -> Any? {
      guard let index = fields.firstIndex(where: { $0.label == label }) else { return nil }
      return fields.remove(at: index).value
    }
    view = take("view") as? String
    path = take("path") as? String
    pass = take("pass") as? Int
    reasons = (take("reasons") as? [ChangeReason])?.map(\.description)
    var subject: String?
    for label in Self.propertyFields where subject == nil {
      subject = take(label) as? String
    }
    // A user action or a relaunch is named by its call (`tap("Save")`), as the log heads it:
    // the runtime records the action as a value, and a reader of `property` wants the words.
    if let heading = event.logHeading {
      subject = String(heading.drop { $0 == "▸" || $0 == " " })
    }
    property = subject
    let rest = Dictionary(fields.map { ($0.label, String(describing: $0.value)) }) { first, _ in first }
    details = rest.isEmpty ? nil : rest
    line = event.logLine
    lineKind = event.logLine == nil ? nil : "\(LogRenderer.kind(of: event))"
  }
}
