/// How writes reach the views that depend on them: `@State` reads and
/// writes, Observation callbacks, and `ObservableObject` announcements.
extension ViewGraph {
  // MARK: @State

  /// A body read a state value: that view now depends on it.
  func stateWasRead(_ storage: AnyStateStorage) {
    guard let reader = currentEvaluation, !UntrackedReads.isActive, storage.readers[reader.id] == nil else {
      return
    }
    storage.readers[reader.id] = WeakNode(node: reader)
    reader.readStorages.append(storage)
  }

  /// A state value changed: every view whose last body read it is invalidated.
  func stateWasWritten(_ storage: AnyStateStorage, from oldValue: Any, to newValue: Any) {
    guard let owner = storage.owner, owner.isMounted else { return }
    warnIfUpdating(writing: "\(owner.typeName).\(storage.label)")
    let change = ValueDescription.change(from: oldValue, to: newValue)
    let readers = storage.readers.sorted(by: { $0.key < $1.key }).compactMap { _, reader -> ViewNode? in
      guard let node = reader.node, node.isMounted else { return nil }
      return node === owner || bindingsChange(in: node, rootedAt: storage) ? node : nil
    }
    record(
      .stateChanged(
        StateChanged(
          view: owner.typeName, path: owner.path, property: storage.label,
          oldValue: change.old, newValue: change.new, part: change.part.isEmpty ? nil : change.part,
          invalidated: readers.map(\.reference))))
    for node in readers {
      invalidate(node, because: .property(label(in: node, for: storage)))
    }
  }

  /// Whether a view that reads `storage` through bindings would now see a
  /// different value through any of them.
  ///
  /// A binding transmits a value; a view whose bindings all still transmit
  /// what its last body saw has nothing new to show. What the body saw, not
  /// what the binding held when the struct was made: SwiftUI re-reads a
  /// binding's value each time the view updates, so a child the parent never
  /// re-creates (a parent that only passes `$quantity`) still shows a write
  /// that brings the value back to what it was at mount. So a
  /// `ForEach($items)` row whose element did not change is not run again
  /// when a sibling's element is written. A reader with no binding field
  /// rooted at the storage (it reads through a `Binding(get:set:)`) is
  /// always invalidated.
  private func bindingsChange(in node: ViewNode, rootedAt storage: AnyStateStorage) -> Bool {
    var found = false
    for child in Mirror(reflecting: node.view).children {
      guard let binding = child.value as? any StateRootedBinding, binding.rootStorage === storage else {
        continue
      }
      found = true
      let seen = child.label.flatMap { node.transmittedValues[$0] }
      if binding.transmitsAnotherValue(than: seen) { return true }
    }
    return !found
  }

  /// Notes what each binding of the view transmits as its body is about to
  /// run: the values the body sees (see `bindingsChange(in:rootedAt:)`).
  func noteTransmittedValues(of node: ViewNode) {
    guard !node.dynamicPropertyLabels.isEmpty else { return }
    node.transmittedValues = [:]
    for child in Mirror(reflecting: node.view).children {
      if let binding = child.value as? any StateRootedBinding, let label = child.label {
        node.transmittedValues[label] = binding.transmittedValue
      }
    }
  }

  /// The label a reader knows the state by: its own `_label` for the owner,
  /// the label of the binding that reaches it for anyone else.
  private func label(in node: ViewNode, for storage: AnyStateStorage) -> String {
    if node === storage.owner { return storage.label }
    for child in Mirror(reflecting: node.view).children {
      if let binding = child.value as? any StateRootedBinding, binding.rootStorage === storage,
        let label = child.label
      {
        return label
      }
    }
    return storage.label
  }

  private func warnIfUpdating(writing what: String) {
    guard let evaluating = currentEvaluation else { return }
    raise(
      RuntimeIssue(
        kind: .stateModifiedDuringUpdate, severity: .warning,
        message: "Modifying state during view update, this will cause undefined behavior. "
          + "(\(evaluating.typeName).body wrote \(what); move the write into an action, .task or .onAppear.)",
        path: evaluating.path))
  }

  // MARK: Observation

  /// An Observation dependency of an evaluation fired. Returns false when the
  /// evaluation is stale (superseded or unmounted), so its tracking can stop.
  func dependencyFired(_ token: TrackingToken, keyPath: AnyKeyPath?) -> Bool {
    guard let node = nodesByID[token.nodeID]?.node, node.isMounted, node.trackingToken === token else {
      return false
    }
    let property = keyPath.map { propertyName(for: $0, near: node) } ?? "an observed property"
    warnIfUpdating(writing: property)
    recordNotification(
      .dependencyFired(view: node.typeName, path: node.path, property: property), source: property, node: node
    )
    invalidate(node, because: .dependencies)
    return true
  }

  /// `Type.property` for an observable key path.
  ///
  /// Key paths made by the `@Observable` macro carry no names on Linux, so
  /// the name is found by matching the key path's value type against the
  /// object's stored properties (read with `Mirror`), once per key path.
  func propertyName(for keyPath: AnyKeyPath, near node: ViewNode) -> String {
    if let known = keyPathNames[keyPath] ?? ModelValues.registeredName(of: keyPath) { return known }
    // A primitive that reads for itself (a stack's path binding) reaches the
    // objects of the view whose body made it.
    let node = node.isComposite ? node : node.contentOwner ?? node
    let keyPathType = type(of: keyPath)
    let rootName = ViewTypeInfo.baseName(of: keyPathType.rootType)
    var candidates: [String] = []
    var sample: AnyObject?
    // A view that reads through a binding into the object (a `ForEach($model.items)`
    // row) holds no reference to it: the object is in an ancestor's state, so the
    // search goes up until a view holds one of the key path's type.
    var holder: ViewNode? = node
    search: while let current = holder {
      for object in ObservedObjects.reachable(from: current)
      where ObjectIdentifier(type(of: object)) == ObjectIdentifier(keyPathType.rootType) {
        sample = object
        candidates = Mirror(reflecting: object).children.compactMap { field in
          guard let label = field.label, label.hasPrefix("_"), !label.hasPrefix("_$"),
            ObjectIdentifier(type(of: field.value)) == ObjectIdentifier(keyPathType.valueType)
          else { return nil }
          return String(label.dropFirst())
        }
        break search
      }
      holder = current.parent
    }
    if candidates.count == 1 {
      let name = "\(rootName).\(candidates[0])"
      keyPathNames[keyPath] = name
      return name
    }
    if let sample, let current = ObservedObjects.value(of: sample, at: keyPath) {
      let matching = candidates.filter { label in
        Mirror(reflecting: sample).children.contains {
          $0.label == "_" + label && ValueComparison.isEqual($0.value, current)
        }
      }
      if matching.count == 1 { return "\(rootName).\(matching[0])" }
    }
    if !candidates.isEmpty {
      return "\(rootName).(\(candidates.joined(separator: " or ")))"
    }
    return "\(rootName).<\(ViewTypeInfo.baseName(of: keyPathType.valueType)) property>"
  }

  // MARK: ObservableObject

  /// An `ObservableObject` the view observes announced a change.
  func objectWillChange(nodeID: Int, label: String, object: String) {
    guard let node = nodesByID[nodeID]?.node, node.isMounted else { return }
    warnIfUpdating(writing: "a @Published property of \(object)")
    recordNotification(
      .objectWillChange(view: node.typeName, path: node.path, object: object), source: object, node: node)
    invalidate(node, because: .property(label))
  }
}

extension ViewGraph {
  /// Records that `source` notified `node`, keeping each write's notifications
  /// in update order (parents first) and each view once.
  ///
  /// A write calls its observers one after another in an order Observation
  /// does not define (it comes from a dictionary and changes between
  /// processes). Their order carries no meaning, and a replayed scenario must
  /// print the same log, so the run of notifications is kept sorted.
  func recordNotification(_ event: RuntimeEvent, source: String, node: ViewNode) {
    recordNotification(event, source: source, key: NotificationRun.Key(depth: node.depth, id: node.id))
  }

  /// Records a notification of the run of `source` in the place `key` gives it (an
  /// observer outside any view sorts after the views: ObserverSite).
  func recordNotification(_ event: RuntimeEvent, source: String, key: NotificationRun.Key) {
    guard var run = notificationRun, run.source == source, run.start + run.keys.count == events.count else {
      record(event)
      notificationRun = NotificationRun(source: source, start: events.count - 1, keys: [key])
      return
    }
    guard !run.keys.contains(key) else { return }
    let offset = run.keys.firstIndex { key < $0 } ?? run.keys.count
    run.keys.insert(key, at: offset)
    insertEvent(event, at: run.start + offset)
    notificationRun = run
  }
}
