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

/// Runs an action when a value changes between updates (`.onChange(of:)`).
///
/// As in SwiftUI, the value is compared with `==` after each update of this
/// view; the action runs after the update pass, with the old and new values,
/// and may write state (which schedules another pass). With `initial: true` it
/// also runs once when the view appears.
public struct OnChangeView<Content: View, Value: Equatable>: View {
  let content: Content
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void
  public var body: Never { fatalError("OnChangeView is primitive") }
}

extension OnChangeView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {
    guard initial else { return }
    let (value, action, graph) = (self.value, self.action, node.graph)
    graph.afterPass.append { graph.performAction("onChange(initial:)") { action(value, value) } }
  }

  func didUpdate(_ node: ViewNode, from oldView: any View) {
    guard let old = oldView as? OnChangeView<Content, Value>, old.value != value else { return }
    let (oldValue, newValue, action, graph) = (old.value, value, self.action, node.graph)
    graph.afterPass.append { graph.performAction("onChange") { action(oldValue, newValue) } }
  }
}

extension View {
  /// Runs `action` with the old and new value whenever `value` changes.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor (Value, Value) -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` whenever `value` changes (the zero-parameter form).
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }
}
