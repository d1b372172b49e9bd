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
      // Asked on the announcing thread: by the time the update reaches the
      // main actor, the write's thread is no longer known.
      let isFromBackgroundThread = !MainThread.isCurrent
      MainThread.perform(activity) {
        if isFromBackgroundThread {
          graph?.reportBackgroundPublishing(nodeID: nodeID, object: name)
        }
        graph?.objectWillChange(nodeID: nodeID, label: label, object: name)
      }
    }
    node.subscriptions[label] = subscription
  }
}
