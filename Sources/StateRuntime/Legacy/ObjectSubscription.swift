/// Subscribes a view to an `ObservableObject`'s announcements.
@MainActor
enum ObjectSubscription {
  /// Keeps `node` subscribed to `object` under `label`, re-subscribing if the
  /// instance changed. Every announcement invalidates the whole view.
  static func observe(_ object: some ObservableObject, node: ViewNode, label: String) {
    let objectID = ObjectIdentifier(object)
    if let existing = node.subscriptions[label], existing.objectID == objectID { return }
    let graph = node.graph
    let nodeID = node.id
    let name = ViewTypeInfo.baseName(of: type(of: object))
    let activity = graph.activity
    let subscription = object.objectWillChange.subscribe(for: objectID) { [weak graph] in
      MainThread.perform(activity) {
        graph?.objectWillChange(nodeID: nodeID, label: label, object: name)
      }
    }
    node.subscriptions[label] = subscription
  }
}
