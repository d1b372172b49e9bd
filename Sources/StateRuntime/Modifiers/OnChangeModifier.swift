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
  public var body: Never { bodyError() }
}

extension OnChangeView: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {
    guard initial else { return }
    let (value, action, graph) = (self.value, self.action, node.graph)
    let ran = ChangeActionRan(node, old: value, new: value, initial: true)
    graph.afterPass.append {
      graph.record(.changeActionRan(ran))
      graph.performAction("onChange(initial:)", for: node) { action(value, value) }
    }
  }

  func didUpdate(_ node: ViewNode, from oldView: any View) {
    guard let old = oldView as? OnChangeView<Content, Value>, old.value != value else { return }
    let (oldValue, newValue, action, graph) = (old.value, value, self.action, node.graph)
    let ran = ChangeActionRan(node, old: oldValue, new: newValue, initial: false)
    // Recorded when the action runs, after the pass, as `.onAppear`'s line is:
    // the writes the action makes follow it in the log.
    graph.afterPass.append {
      graph.record(.changeActionRan(ran))
      graph.performAction("onChange", for: node) { action(oldValue, newValue) }
    }
  }
}

extension ChangeActionRan {
  /// The run of `node`'s `.onChange` action, named for the view whose body applied the modifier.
  @MainActor init<Value>(_ node: ViewNode, old: Value, new: Value, initial: Bool) {
    // The whole values, briefly: what the action receives, not only the part that changed.
    self.init(
      view: node.contentOwner?.typeName ?? node.typeName, path: node.path,
      reaction: .onChange(
        oldValue: ValueDescription.describe(old), newValue: ValueDescription.describe(new), initial: initial))
  }
}

extension View {
  /// Runs `action` with the old and new value whenever `value` changes.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor (Value, Value) -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` with the new value whenever `value` changes (the
  /// one-parameter form, deprecated in SwiftUI since iOS 17 but everywhere in
  /// older code).
  ///
  /// ```swift
  /// .onChange(of: query) { newQuery in search(newQuery) }
  /// ```
  @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
  public func onChange<Value: Equatable>(
    of value: Value, perform action: @escaping @MainActor (_ newValue: Value) -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: false) { _, newValue in action(newValue) }
  }

  /// Runs `action` whenever `value` changes (the zero-parameter form).
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> OnChangeView<Self, Value> {
    OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
  }
}
