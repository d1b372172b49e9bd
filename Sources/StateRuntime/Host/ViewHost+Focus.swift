extension ViewHost {
  /// Gives focus to the field labelled `label`, as tapping into it would.
  ///
  /// A field tied to a `@FocusState` by `.focused` sets that state (to
  /// `true` or its value); the field that had focus loses it, and its own
  /// state is cleared. ``element(_:)`` and ``render()`` mark the focused field.
  public func focus(_ label: String) throws(ViewHostError) {
    let fields = graph.onScreenNodes().compactMap { node -> (ViewNode, Element)? in
      guard let control = node.control else { return nil }
      let element = control.element(in: node)
      return element.kind == .textField ? (node, element) : nil
    }
    guard let (node, element) = fields.first(where: { $0.1.label == label }) else {
      throw .controlNotFound(kind: .textField, label: label, available: fields.map(\.1.label))
    }
    guard !element.isDisabled else { throw .controlDisabled(element) }
    try act(.focus(label)) {
      if let modifier = graph.focusModifier(above: node), let field = modifier.view as? any FocusBindingView {
        field.takeFocus()
      } else {
        graph.moveFocus(to: node)
      }
    }
  }
}

extension ViewGraph {
  /// The nearest `.focused` modifier above a field, within its view.
  func focusModifier(above node: ViewNode) -> ViewNode? {
    var candidate = node.parent
    while let current = candidate, !current.isComposite {
      if current.view is any FocusBindingView { return current }
      candidate = current.parent
    }
    return nil
  }

  /// Focus moves to a field with no focus state; the one that had it hears so.
  func moveFocus(to node: ViewNode) {
    let previous = session.focusedNodeID.flatMap { nodesByID[$0]?.node }
    session.focusedNodeID = node.id
    (previous?.view as? any FocusBindingView)?.loseFocus()
  }

  /// The control's element, marked focused when it has focus.
  func element(of node: ViewNode, _ control: any ControlView) -> Element {
    var element = control.element(in: node)
    if let focused = session.focusedNodeID {
      element.isFocused = node.id == focused || focusModifier(above: node)?.id == focused
    }
    return element
  }
}
