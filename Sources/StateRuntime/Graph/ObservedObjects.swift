/// Finds the objects a view can reach, to name observable properties.
@MainActor
enum ObservedObjects {
  /// Objects reachable from the node's stored properties, state and
  /// environment, a few levels deep.
  static func reachable(from node: ViewNode) -> [AnyObject] {
    var found: [AnyObject] = []
    var seen: Set<ObjectIdentifier> = []
    func visit(_ value: Any, depth: Int) {
      guard depth < 4 else { return }
      if type(of: value) is AnyClass {
        let object = value as AnyObject
        guard seen.insert(ObjectIdentifier(object)).inserted else { return }
        found.append(object)
      }
      let mirror = Mirror(reflecting: value)
      for child in mirror.children.prefix(64) {
        visit(child.value, depth: depth + 1)
      }
    }
    visit(node.view, depth: 0)
    for storage in node.stateStorages.values {
      visit(storage.currentValue, depth: 1)
    }
    for object in node.stateObjects.values {
      visit(object, depth: 1)
    }
    for snapshot in node.environmentSnapshots.values {
      visit(snapshot, depth: 1)
    }
    return found
  }

  static func value(of object: AnyObject, at keyPath: AnyKeyPath) -> Any? {
    func read<Root>(_ root: Root) -> Any? { root[keyPath: keyPath] }
    return read(object)
  }
}
