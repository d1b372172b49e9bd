extension BodyRunExplanation {
  /// Every body run, skipped body and discard of the view named `view` (its type name,
  /// or the qualified name `_printChanges` prints) in `events`, each with its causes.
  ///
  /// - Parameters:
  ///   - view: the view's type name, or its qualified name.
  ///   - events: the records of one command or step, in order.
  ///   - trigger: what started them when the records do not say (an outside event, a
  ///     mount), described; it heads a chain that no recorded action does.
  public static func explanations(of view: String, in events: [RuntimeEvent], trigger: String? = nil)
    -> [BodyRunExplanation]
  {
    CauseChain(events: events, trigger: trigger).explanations(of: view)
  }

  /// The names of the views that ran, skipped a body or were discarded in `events`, in
  /// the order they first did: the views ``explanations(of:in:trigger:)`` can explain.
  public static func explainableViews(in events: [RuntimeEvent]) -> [String] {
    var names: [String] = []
    func add(_ name: String) { if !names.contains(name) { names.append(name) } }
    for event in events {
      switch event {
      case .bodyEvaluated(let change): add(change.view)
      case .bodySkipped(let view, _, _, _): add(view)
      case .identityChanged(let change): change.discarded.map(\.view).forEach(add)
      case .stateChanged(let changed)
      where changed.invalidated?.contains(where: { $0.path == changed.path }) == false:
        add(changed.view)
      default: break
      }
    }
    return names
  }
}

/// Walks the records of one stretch backwards from a body run to what caused it.
///
/// Each link comes from a record that names it: a write names the views it invalidated
/// (``StateChanged/invalidated``), a notification its reader, a comparison the parent that
/// re-created the view (``InputComparison/owner``), an identity change the views it
/// discarded and created (``IdentityChange``).
struct CauseChain {
  let events: [RuntimeEvent]
  let trigger: String?

  /// A link and the index of the record it comes from (-1: before the records), so that
  /// links found along different paths are put back in the order they happened.
  private typealias Found = (index: Int, link: CauseLink)

  func explanations(of name: String) -> [BodyRunExplanation] {
    var result: [BodyRunExplanation] = []
    for (index, event) in events.enumerated() {
      switch event {
      case .bodyEvaluated(let change) where change.view == name || change.qualifiedView == name:
        var visited: Set<Int> = []
        result.append(
          BodyRunExplanation(outcome: .evaluated(change), causes: ordered(causesOfBody(at: index, &visited))))
      case .bodySkipped(let view, let path, let pass, let rule) where view == name:
        let reference = ViewReference(view: view, path: path)
        var visited: Set<Int> = []
        var found = recreation(of: reference, before: index, &visited)
        found.append((index, .notInvalidated(reference)))
        result.append(
          BodyRunExplanation(outcome: .skipped(reference, pass: pass, rule: rule), causes: ordered(found)))
      case .identityChanged(let change):
        // A view whose place another of its type took is explained by the new one's body.
        let replaced = Set(change.created.map(\.view))
        for gone in change.discarded where gone.view == name && !replaced.contains(name) {
          var visited: Set<Int> = []
          var found = ownerBody(change.owner, pass: change.pass, before: index, &visited)
          found.append((index, .identityChanged(change)))
          found += discards(of: [gone], after: index)
          result.append(
            BodyRunExplanation(outcome: .discarded(gone, pass: change.pass), causes: ordered(found)))
        }
      default:
        break
      }
    }
    if result.isEmpty { result = unreadWrites(of: name) }
    return result
  }

  /// A view whose body did not run although its own state was written: each write, which
  /// no body of it read (a `TextField` bound with `$draft` reads it, the body does not).
  private func unreadWrites(of name: String) -> [BodyRunExplanation] {
    var byPath: [(path: String, writes: [Int])] = []
    for (index, event) in events.enumerated() {
      guard case .stateChanged(let changed) = event, changed.view == name,
        changed.invalidated?.contains(where: { $0.path == changed.path }) == false
      else { continue }
      if let at = byPath.firstIndex(where: { $0.path == changed.path }) {
        byPath[at].writes.append(index)
      } else {
        byPath.append((changed.path, [index]))
      }
    }
    return byPath.map { path, writes in
      BodyRunExplanation(
        outcome: .notRun(ViewReference(view: name, path: path)), causes: ordered(writes.flatMap(traced)))
    }
  }

  /// Sorted by record, each link once.
  private func ordered(_ found: [Found]) -> [CauseLink] {
    var seen: Set<CauseLink> = []
    return found.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }
      .compactMap { seen.insert($0.element.link).inserted ? $0.element.link : nil }
  }

  // MARK: Body runs

  private func causesOfBody(at index: Int, _ visited: inout Set<Int>) -> [Found] {
    guard visited.insert(index).inserted, case .bodyEvaluated(let change) = events[index] else { return [] }
    let reference = ViewReference(view: change.view, path: change.path)
    // The records since this view's previous body: what happened to it in between.
    let start =
      events[..<index].lastIndex {
        if case .bodyEvaluated(let earlier) = $0 { return earlier.path == change.path }
        return false
      }.map { $0 + 1 } ?? 0
    let window = start..<index
    var found: [Found] = []
    let comparison = comparisonIndex(for: change.path, before: index)
    let isNew = change.reasons.contains(.identity) || (change.reasons.contains(.self) && comparison == nil)
    if isNew {
      found += newIdentity(reference, before: index, &visited)
    } else if change.reasons.contains(.self) {
      found += recreation(of: reference, before: index, &visited)
    }
    for reason in change.reasons {
      switch reason {
      case .property(let label):
        let writes = writes(invalidating: change.path, in: window)
        if !writes.isEmpty {
          found += writes.flatMap(traced)
        } else if !isNew {
          let objects = window.filter {
            if case .objectWillChange(_, let path, _) = events[$0] { return path == change.path }
            return false
          }
          if objects.isEmpty {
            // A binding or environment value the parent passed again: what it reads changed.
            if !change.reasons.contains(.self) { found += recreation(of: reference, before: index, &visited) }
            found.append((index, .propertyChanged(label: label, view: reference)))
          } else {
            found += objects.flatMap(traced)
          }
        }
      case .dependencies:
        let fired = window.filter {
          if case .dependencyFired(_, let path, _) = events[$0] { return path == change.path }
          return false
        }
        found += fired.flatMap(traced)
      case .self, .identity:
        break
      }
    }
    // A write to the view's own state that invalidated nothing: what a learner suspects
    // first, so the chain says it did not cause this run.
    for write in window {
      guard case .stateChanged(let changed) = events[write], changed.path == change.path,
        changed.invalidated?.isEmpty == true
      else { continue }
      found += traced(write)
    }
    return found
  }

  /// The writes in `window` that invalidated the view at `path`.
  private func writes(invalidating path: String, in window: Range<Int>) -> [Int] {
    window.filter {
      if case .stateChanged(let changed) = events[$0] {
        return changed.invalidated?.contains { $0.path == path } == true
      }
      return false
    }
  }

  /// The comparison of the view at `path` made just before its body ran or was skipped.
  private func comparisonIndex(for path: String, before index: Int) -> Int? {
    var cursor = index - 1
    while cursor >= 0 {
      switch events[cursor] {
      case .inputsCompared(let comparison) where comparison.path == path: return cursor
      case .passStarted, .bodyEvaluated, .bodySkipped: return nil
      default: cursor -= 1
      }
    }
    return nil
  }

  /// The parent's body that re-created the view, and the comparison of its inputs.
  private func recreation(of view: ViewReference, before index: Int, _ visited: inout Set<Int>) -> [Found] {
    guard let at = comparisonIndex(for: view.path, before: index),
      case .inputsCompared(let comparison) = events[at]
    else { return [] }
    return ownerBody(comparison.owner, pass: pass(at: at), before: at, &visited)
      + [(at, .inputsCompared(comparison))]
  }

  /// Why a view is new: the identity change that created it and what it discarded, or the mount.
  private func newIdentity(_ view: ViewReference, before index: Int, _ visited: inout Set<Int>)
    -> [Found]
  {
    if let at = events[..<index].lastIndex(where: {
      if case .identityChanged(let change) = $0 { return change.created.contains(view) }
      return false
    }), case .identityChanged(let change) = events[at] {
      return ownerBody(change.owner, pass: change.pass, before: at, &visited)
        + writes(toStateOf: change.discarded, before: at).flatMap(traced) + [(at, .identityChanged(change))]
        + discards(of: change.discarded, after: at) + [(index, .created(view))]
    }
    if let start = passStart(before: index), case .passStarted(_, "mount") = events[start] {
      return [(index, .mounted(view))]
    }
    return [(index, .created(view))]
  }

  /// The writes to the state of the views `gone` before their identity changed: what the
  /// learner did to the state that was then lost (Send clearing a draft).
  private func writes(toStateOf gone: [ViewReference], before index: Int) -> [Int] {
    let paths = Set(gone.map(\.path))
    return events.indices.prefix(index).filter {
      if case .stateChanged(let changed) = events[$0] { return paths.contains(changed.path) }
      return false
    }
  }

  /// The records of the views `gone` going away with their state, after an identity change.
  private func discards(of gone: [ViewReference], after index: Int) -> [Found] {
    let paths = Set(gone.map(\.path))
    return events.indices.dropFirst(index + 1).compactMap { at in
      if case .stateDiscarded(let discarded) = events[at], paths.contains(discarded.path) {
        return (at, .stateDiscarded(discarded))
      }
      return nil
    }
  }

  /// The owner's body run in `pass` before `index`, with its own causes.
  private func ownerBody(_ owner: ViewReference?, pass: Int, before index: Int, _ visited: inout Set<Int>)
    -> [Found]
  {
    guard let owner,
      let at = events[..<index].lastIndex(where: {
        if case .bodyEvaluated(let change) = $0 { return change.path == owner.path && change.pass == pass }
        return false
      }), case .bodyEvaluated(let change) = events[at]
    else { return [] }
    return causesOfBody(at: at, &visited) + [(at, .bodyRan(change))]
  }

  // MARK: Where it started

  /// A write or notification record as a link, after what started it.
  private func traced(_ index: Int) -> [Found] {
    [startOf(index), events[index].causeLink.map { (index, $0) }].compactMap { $0 }
  }

  /// The action or reaction that made the record at `index`, or the caller's trigger.
  private func startOf(_ index: Int) -> Found? {
    for at in stride(from: index - 1, through: 0, by: -1) {
      switch events[at] {
      case .actionPerformed(let action): return (at, .actionPerformed(action))
      case .changeActionRan(let ran): return (at, .reactionRan(ran))
      case .appearanceActionRan(let ran): return (at, .appearanceActionRan(ran))
      case .appRelaunched: return (at, .started("a relaunch"))
      default: continue
      }
    }
    return trigger.map { (-1, .started($0)) }
  }

  private func passStart(before index: Int) -> Int? {
    events[..<index].lastIndex {
      if case .passStarted = $0 { return true }
      return false
    }
  }

  private func pass(at index: Int) -> Int {
    guard let start = passStart(before: index), case .passStarted(let pass, _) = events[start] else {
      return 0
    }
    return pass
  }
}

extension RuntimeEvent {
  /// The link a write or a notification record is in a chain.
  fileprivate var causeLink: CauseLink? {
    switch self {
    case .stateChanged(let changed): .stateWritten(changed)
    case .dependencyFired(let view, let path, let property):
      .dependencyFired(property: property, reader: ViewReference(view: view, path: path))
    case .objectWillChange(let view, let path, let object):
      .objectChanged(object: object, reader: ViewReference(view: view, path: path))
    default: nil
    }
  }
}
