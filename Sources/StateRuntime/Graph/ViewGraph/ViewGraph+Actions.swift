extension ViewGraph {
  /// Runs an action with its `ActionActivity` bound, so every `Task { }` it
  /// starts is counted until it finishes, and with the view it acts for
  /// bound, so state shared by copies of one view value resolves to that
  /// view's identity (see ``IdentityLinks``).
  func performAction(_ description: String, for node: ViewNode?, _ action: @MainActor () -> Void) {
    let activity = ActionActivity(monitor: activity, description: "tasks started by \(description)")
    ActionActivity.$current.withValue(activity) {
      ActingNode.$current.withValue(node ?? ActingNode.current) {
        RuntimeClock.$current.withValue(clock) {
          action()
        }
      }
    }
  }
}
