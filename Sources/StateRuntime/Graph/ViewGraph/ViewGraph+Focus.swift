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
