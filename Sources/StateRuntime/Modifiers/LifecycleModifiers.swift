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

/// Runs an action when the view's identity appears (`.onAppear`) or goes away (`.onDisappear`).
public struct AppearanceView<Content: View>: View {
  let content: Content
  let onAppear: (@MainActor () -> Void)?
  let onDisappear: (@MainActor () -> Void)?
  public var body: Never { fatalError("AppearanceView is primitive") }
}

extension AppearanceView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {
    guard let onAppear else { return }
    let graph = node.graph
    graph.afterPass.append { graph.performAction("onAppear", onAppear) }
  }

  func willUnmount(_ node: ViewNode) {
    guard let onDisappear else { return }
    let graph = node.graph
    graph.afterPass.append { graph.performAction("onDisappear", onDisappear) }
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

  /// Runs `action` after the view first appears.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> AppearanceView<Self> {
    AppearanceView(content: self, onAppear: action, onDisappear: nil)
  }

  /// Runs `action` after the view goes away.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> AppearanceView<Self> {
    AppearanceView(content: self, onAppear: nil, onDisappear: action)
  }
}
