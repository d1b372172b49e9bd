/// The modifier behind `.focused(_:)` and `.focused(_:equals:)`: ties a
/// field to a focus state, both ways.
///
/// One field in a host has focus at a time. When this field's state says
/// it has focus, the host's focus moves here, and the field that had it
/// hears so (its own focus state is set to `false` or `nil`). When this
/// field goes away while focused, focus is lost and its state is reset.
struct FocusedModifier<Content: View, Value: Hashable>: View {
  let content: Content
  let binding: FocusState<Value>.Binding
  /// The value that means "this field": `true`, or the field's case.
  let match: Value
  /// The value that means "not this field", when there is one (`false`, `nil`).
  let unfocused: Value?

  var body: Never { bodyError() }
}

/// A field's focus binding, whatever its value type.
@MainActor
protocol FocusBindingView {
  /// Whether the field's focus state says it has focus (not a dependency).
  var claimsFocus: Bool { get }
  /// Gives the field focus by writing its state.
  func takeFocus()
  /// Tells the field it lost focus.
  func loseFocus()
}

extension FocusedModifier: FocusBindingView {
  var claimsFocus: Bool { binding.location.readUntracked() == match }

  func takeFocus() {
    binding.wrappedValue = match
  }

  func loseFocus() {
    guard let unfocused, claimsFocus else { return }
    binding.wrappedValue = unfocused
  }
}

extension FocusedModifier: LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    let graph = node.graph
    let isFocused = graph.trackReads(of: node) { binding.wrappedValue == match }
    let session = graph.session
    if isFocused, session.focusedNodeID != node.id {
      let previous = session.focusedNodeID.flatMap { graph.nodesByID[$0]?.node }
      session.focusedNodeID = node.id
      if let field = previous?.view as? any FocusBindingView {
        graph.afterPass.append { field.loseFocus() }
      }
    } else if !isFocused, session.focusedNodeID == node.id {
      session.focusedNodeID = nil
    }
    return [ChildView(key: .content, view: content)]
  }

  func didMount(_ node: ViewNode) {}

  func willUnmount(_ node: ViewNode) {
    let session = node.graph.session
    guard session.focusedNodeID == node.id else { return }
    session.focusedNodeID = nil
    node.graph.afterPass.append { loseFocus() }
  }
}

extension View {
  /// Gives this field focus while `condition` is `true`, and sets it to
  /// `true` when the field gains focus (`false` when it loses it).
  ///
  /// ```swift
  /// @FocusState private var isSearching: Bool
  /// TextField("Search", text: $query).focused($isSearching)
  /// ```
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    FocusedModifier(content: self, binding: condition, match: true, unfocused: false)
  }

  /// Gives this field focus while `binding` equals `value`, and sets it to
  /// `value` when the field gains focus (`nil` when focus leaves it).
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
  {
    // `nil` for an optional state (the usual `Field?`): no field focused.
    let none = Optional<Any>.none as? Value
    return FocusedModifier(content: self, binding: binding, match: value, unfocused: none)
  }
}
