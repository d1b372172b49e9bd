import StateRuntime

/// The chain behind one body run, skipped body or discard (``StateRuntime/BodyRunExplanation``)
/// as a transcript carries it: each link named and worded, so that a reader of the JSON and
/// the HTML player show the sentences `why VIEW` prints without rewording them.
///
/// ```json
/// {"outcome": "evaluated", "view": "NoteBox", "path": "…/NoteBox", "pass": 2,
///  "summary": "NoteBox's body ran in pass 2 (…)",
///  "causes": [{"kind": "dependencyFired", "sentence": "Desk.current changed; …", "view": "DeskScreen"}]}
/// ```
package struct WhyTranscript: Codable, Sendable, Hashable {
  /// One link of the chain.
  package struct Cause: Codable, Sendable, Hashable {
    /// The link's name, a past-tense fact: `stateWritten`, `dependencyFired`, `identityChanged`.
    package let kind: String
    /// The link in words, as `why` prints it.
    package let sentence: String
    /// The view it is about, when it names one (the reader, the parent, the discarded view).
    package let view: String?
    /// That view's identity path.
    package let path: String?
  }

  /// `evaluated`, `skipped`, `discarded` or `notRun`.
  package let outcome: String
  package let view: String
  package let path: String
  /// The update pass, when the outcome belongs to one.
  package let pass: Int?
  /// What happened, in one sentence.
  package let summary: String
  /// What led to it, earliest first.
  package let causes: [Cause]

  package init(_ explanation: BodyRunExplanation) {
    outcome = Self.name(of: explanation.outcome)
    view = explanation.view.view
    path = explanation.view.path
    pass =
      switch explanation.outcome {
      case .evaluated(let change): change.pass
      case .skipped(_, let pass, _), .discarded(_, let pass): pass
      case .notRun: nil
      }
    summary = explanation.summary
    causes = explanation.causes.map { link in
      let subject = Self.subject(of: link)
      return Cause(
        kind: Self.name(of: link), sentence: link.description, view: subject?.view, path: subject?.path)
    }
  }

  /// The name of an enum case, as the record names elsewhere in a transcript are read.
  private static func name(of value: Any) -> String {
    Mirror(reflecting: value).children.first?.label ?? String(describing: value)
  }

  private static func subject(of link: CauseLink) -> ViewReference? {
    switch link {
    case .stateWritten(let write): ViewReference(view: write.view, path: write.path)
    case .dependencyFired(_, let reader), .objectChanged(_, let reader): reader
    case .bodyRan(let change): ViewReference(view: change.view, path: change.path)
    case .inputsCompared(let comparison): comparison.owner
    case .identityChanged(let change): change.owner
    case .stateDiscarded(let gone): ViewReference(view: gone.view, path: gone.path)
    case .mounted(let view), .created(let view), .notInvalidated(let view): view
    case .propertyChanged(_, let view): view
    case .appearanceActionRan(let ran): ViewReference(view: ran.view, path: ran.path)
    case .started, .actionPerformed, .reactionRan: nil
    }
  }
}
