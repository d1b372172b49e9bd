/// The memory behind one `@AppStorage` or `@SceneStorage` property of one
/// view identity: not the value, which lives in its store, but the value
/// the view last saw and the views that read it.
///
/// A write through the property lands in the store, then every location in
/// the host compares its store: two views on one key stay in step, and a
/// write from outside (seen at the next flush) updates the views too. A
/// change is logged as a state change of the view that holds the property.
@MainActor
final class StoredValueStorage<Value>: AnyStateStorage, StoredValueLocation {
  var read: () -> Value
  var write: (Value) -> Void
  private var lastSeen: Value

  init(
    graph: ViewGraph, owner: ViewNode, label: String, read: @escaping () -> Value,
    write: @escaping (Value) -> Void
  ) {
    self.read = read
    self.write = write
    self.lastSeen = read()
    super.init(graph: graph, owner: owner, label: label)
    graph.session.add(self)
  }

  override var currentValue: Any { lastSeen }

  /// The store's value; inside a body the read becomes a dependency.
  func value() -> Value {
    graph?.stateWasRead(self)
    let current = read()
    lastSeen = current
    return current
  }

  /// Writes the store, then lets every view on a stored value catch up.
  func set(_ newValue: Value) {
    write(newValue)
    graph?.session.compareWithStores()
  }

  func compareWithStore() {
    let current = read()
    guard !ValueComparison.isEqual(lastSeen, current) else { return }
    let old = lastSeen
    lastSeen = current
    graph?.stateWasWritten(self, from: old, to: current)
  }

  /// The location of `context`'s property, made on first link.
  static func linked(
    _ context: LinkContext, read: @escaping () -> Value, write: @escaping (Value) -> Void
  ) -> StoredValueStorage<Value> {
    let name = "stored" + context.label
    if let existing = context.node.stateObjects["$" + name] as? StoredValueStorage<Value> {
      // The store may have changed (another `.defaultAppStorage`).
      existing.read = read
      existing.write = write
      return existing
    }
    return context.graph.memory(name, of: context.node) {
      StoredValueStorage(
        graph: context.graph, owner: context.node, label: context.label, read: read, write: write)
    }
  }
}

/// Where a linked stored property finds its location.
final class StoredValueBox<Value> {
  var storage: StoredValueStorage<Value>?
}
