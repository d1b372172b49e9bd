/// One fact in the chain that led to a body run, a skipped body or a discarded view,
/// taken from the runtime's records (``RuntimeEvent``): an action, a write and who read
/// it, a parent's body, the comparison of a re-created view, an identity change.
///
/// ```
/// tap("Send") was performed.
/// It wrote CommentBox._draft ("Running late" → ""): no body read it, so it invalidated no view.
/// ```
public enum CauseLink: Hashable, Sendable, Codable {
  /// What started it, described: the user action, or the caller's own trigger (`event message`).
  case started(String)
  /// A user action was performed.
  case actionPerformed(ControlAction)
  /// An `.onChange` action or an observer ran and made the writes after it.
  case reactionRan(ChangeActionRan)
  /// An `.onAppear` or `.onDisappear` action ran and made the writes after it.
  case appearanceActionRan(AppearanceActionRan)
  /// A `@State` write, with the views it invalidated (none: no body read it).
  case stateWritten(StateChanged)
  /// An Observation dependency fired: `reader`'s last body read `property`.
  case dependencyFired(property: String, reader: ViewReference)
  /// An `ObservableObject` that `reader` observes announced a change.
  case objectChanged(object: String, reader: ViewReference)
  /// A parent's body ran (and re-created its children).
  case bodyRan(BodyChange)
  /// A parent re-created the view, and the runtime compared its inputs.
  case inputsCompared(InputComparison)
  /// A place in a parent's body got another identity, or a child came or went.
  case identityChanged(IdentityChange)
  /// A view went away with its state.
  case stateDiscarded(StateDiscarded)
  /// A view was created with the app (the first pass).
  case mounted(ViewReference)
  /// A view was created in a place that held another identity, or none.
  case created(ViewReference)
  /// A re-created view whose inputs were equal, and nothing it reads was invalidated.
  case notInvalidated(ViewReference)
  /// A dynamic property changed that the records do not trace further (an environment
  /// value, a binding whose source is outside the records).
  case propertyChanged(label: String, view: ViewReference)
}

extension CauseLink: CustomStringConvertible {
  /// The link as one sentence in the log's vocabulary.
  public var description: String {
    switch self {
    case .started(let what):
      return "It began with '\(what)'."
    case .actionPerformed(let action):
      return "\(action) was performed."
    case .reactionRan(let ran):
      let owner = ran.view.map { "\($0)'s " } ?? ""
      return switch ran.reaction {
      case .onChange(let old, let new, _): "\(owner)onChange(of:) action ran with \(old) → \(new)."
      case .observationTracking(let property, _):
        "A withObservationTracking onChange ran (\(property ?? "an observed property") changed)."
      case .continuousObservation(let property, _):
        "A withContinuousObservation closure ran again (\(property ?? "an observed property") changed)."
      case .observations(let value): "An Observations loop received \(value)."
      }
    case .appearanceActionRan(let ran):
      return ran.phase == .appeared
        ? "\(ran.view) appeared and its onAppear action ran."
        : "\(ran.view) went away and its onDisappear action ran."
    case .stateWritten(let write):
      let what = "\(write.view).\(write.property)\(write.part ?? "") (\(write.oldValue) → \(write.newValue))"
      guard let readers = write.invalidated else { return "It wrote \(what)." }
      if readers.isEmpty { return "It wrote \(what): no body read it, so it invalidated no view." }
      let names = readers.map(\.view)
      return "It wrote \(what); \(Self.list(names)) read\(names.count == 1 ? "s" : "") it, "
        + "so \(names.count == 1 ? "that view was" : "those views were") invalidated."
    case .dependencyFired(let property, let reader):
      return "\(property) changed; \(reader.view)'s last body read it, so \(reader.view) was invalidated "
        + "(@dependencies)."
    case .objectChanged(let object, let reader):
      return
        "\(object) announced a change (objectWillChange); \(reader.view) observes it, so it was invalidated."
    case .bodyRan(let change):
      return "\(change.view)'s body ran (\(change.shortDescription)) and re-created its children."
    case .inputsCompared(let comparison):
      let parent = comparison.owner.map { "\($0.view)'s body" } ?? "Its parent"
      guard comparison.changed else {
        return "\(parent) re-created \(comparison.view), its stored fields equal (\(comparison.rule))."
      }
      let fields =
        comparison.changedFields.isEmpty
        ? "its == says it changed"
        : comparison.changedFields.map { "`\($0)`" }.joined(separator: ", ")
          + (comparison.changedFields.count == 1 ? " differs" : " differ")
      return "\(parent) re-created \(comparison.view): \(fields) (\(comparison.rule)), so @self changed."
    case .identityChanged(let change):
      let parent = change.owner.map { "\($0.view)'s body" } ?? "The parent's body"
      let names = (change.discarded.isEmpty ? change.created : change.discarded).map(\.view)
      let subject = names.isEmpty ? "the view there" : Self.list(names)
      return switch change.kind {
      case .idChanged(let old, let new):
        "\(parent) gave \(subject) .id(\(new)) where it had .id(\(old)): a new id is a new identity."
      case .branchChanged(let old, let new):
        "\(parent) took the \(new) branch instead of the \(old) branch: each branch is an identity of its own, "
          + "so \(subject) there is another view."
      case .typeChanged(let old, let new):
        "\(parent) put a \(new) where a \(old) was: another type is another identity."
      case .removed:
        "\(parent) no longer has \(subject): its identity ends, and its state with it  "
          + "[\(change.oldPath ?? "")]."
      case .inserted:
        "\(parent) has \(subject) where nothing was before: a new identity, with fresh state  "
          + "[\(change.newPath ?? "")]."
      }
    case .stateDiscarded(let discarded):
      return
        "\(discarded.view) was discarded with its state (\(discarded.properties.joined(separator: ", ")))  "
        + "[\(discarded.path)]."
    case .mounted(let view):
      return "\(view.view) was mounted with the app: a new view's body always runs."
    case .created(let view):
      return "\(view.view) was created, a new identity with fresh state: a new view's body always runs  "
        + "[\(view.path)]."
    case .notInvalidated(let view):
      return "Nothing \(view.view) reads was invalidated, so its body did not run."
    case .propertyChanged(let label, let view):
      return "\(view.view)'s \(label) gives a new value (a binding or an environment value it reads), "
        + "so \(label) changed."
    }
  }

  private static func list(_ names: [String]) -> String {
    var unique: [String] = []
    for name in names where !unique.contains(name) { unique.append(name) }
    guard unique.count > 1 else { return unique.first ?? "" }
    return unique.dropLast().joined(separator: ", ") + " and " + unique[unique.count - 1]
  }
}
