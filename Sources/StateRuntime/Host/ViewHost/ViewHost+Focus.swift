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
