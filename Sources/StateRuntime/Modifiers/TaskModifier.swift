/// Runs async work while the view's identity exists (`.task`).
///
/// The task starts when the identity appears and is cancelled when it goes
/// away; with `id:`, it restarts when the id changes. `settle()` waits for it.
public struct TaskView<Content: View>: View {
  let content: Content
  /// The `task(id:)` value. SwiftUI asks only for `Equatable`, so it is kept
  /// as one and compared with `==` against the previous value.
  let id: (any Equatable)?
  let action: @MainActor () async -> Void
  public var body: Never { bodyError() }
}

extension TaskView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {
    start(in: node)
  }

  func didUpdate(_ node: ViewNode, from oldView: any View) {
    guard let old = oldView as? TaskView<Content>, !Self.sameID(old.id, id) else { return }
    // The old task is cancelled before its replacement starts, as SwiftUI does.
    node.task?.cancel()
    start(in: node)
  }

  func willUnmount(_ node: ViewNode) {
    node.task?.cancel()
    node.task = nil
  }

  private static func sameID(_ old: (any Equatable)?, _ new: (any Equatable)?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?): new.isEqual(toAny: old)
    default: false
    }
  }

  private func start(in node: ViewNode) {
    let activity = node.graph.activity
    let ticket = activity.begin(".task of \(node.parent?.path ?? node.path)")
    let action = self.action
    // Started after the pass, as SwiftUI starts tasks once the view is on screen.
    node.graph.afterPass.append {
      node.task = ActingNode.$current.withValue(node) {
        RuntimeClock.$current.withValue(node.graph.clock) {
          Task { @MainActor in
            await action()
            activity.end(ticket)
          }
        }
      }
    }
  }
}

extension View {
  /// Starts `action` when the view appears; cancels it when the view goes away.
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> TaskView<Self> {
    TaskView(content: self, id: nil, action: action)
  }

  /// Like `task(_:)`, and restarts the task when `id` changes.
  ///
  /// When `value` changes (by `==`), the running task is cancelled and
  /// `action` starts again. As in SwiftUI, the id needs only `Equatable`.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> TaskView<Self> {
    TaskView(content: self, id: value, action: action)
  }
}
