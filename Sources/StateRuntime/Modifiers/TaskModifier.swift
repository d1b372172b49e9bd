/// Runs async work while the view's identity exists (`.task`).
///
/// The task starts when the identity appears and is cancelled when it goes
/// away; with `id:`, it restarts when the id changes. `settle()` waits for it.
public struct TaskView<Content: View>: View {
  let content: Content
  let id: AnyHashable?
  let action: @MainActor () async -> Void
  public var body: Never { fatalError("TaskView is primitive") }
}

extension TaskView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {
    start(in: node)
  }

  func didUpdate(_ node: ViewNode, from oldView: any View) {
    guard let old = oldView as? TaskView<Content>, old.id != id else { return }
    node.task?.cancel()
    start(in: node)
  }

  func willUnmount(_ node: ViewNode) {
    node.task?.cancel()
    node.task = nil
  }

  private func start(in node: ViewNode) {
    let activity = node.graph.activity
    let ticket = activity.begin(".task of \(node.parent?.path ?? node.path)")
    let action = self.action
    // Started after the pass, as SwiftUI starts tasks once the view is on screen.
    node.graph.afterPass.append {
      node.task = Task { @MainActor in
        await action()
        activity.end(ticket)
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
  public func task<T: Equatable & Hashable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
  ) -> TaskView<Self> {
    TaskView(content: self, id: AnyHashable(value), action: action)
  }
}
