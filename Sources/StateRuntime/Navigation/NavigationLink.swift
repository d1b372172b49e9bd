/// A button that pushes a value on the enclosing `NavigationStack`'s path.
///
/// As SwiftUI's `NavigationLink(_:value:)`: tapping appends `value` to the
/// stack's path (yours, with `NavigationStack(path:)`, or the stack's own);
/// the stack shows the destination declared for the value's type. It is a
/// button to the driver: `try host.tap("Pancakes")`.
///
/// ```swift
/// NavigationLink("Pancakes", value: Recipe.pancakes)
/// ```
public struct NavigationLink<Label: View>: View {
  let title: String?
  let value: AnyHashable?
  let label: Label

  /// A link titled `title` that pushes `value`.
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    self.title = String(title)
    self.value = value.map { AnyHashable($0) }
    self.label = Text(title)
  }

  /// A link shown as `label` that pushes `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.title = nil
    self.value = value.map { AnyHashable($0) }
    self.label = label()
  }

  public var body: Never { bodyError() }
}

extension NavigationLink: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    title == nil ? [ChildView(key: .content, view: label)] : []
  }

  func element(in node: ViewNode) -> Element {
    let text = title ?? node.descendantTexts().joined(separator: " ")
    // Outside a stack, or with no value, SwiftUI shows the link disabled.
    let isDisabled =
      !node.environment.isEnabled || value == nil || node.environment[NavigationContextKey.self] == nil
    return Element(kind: .button, label: text, value: nil, isDisabled: isDisabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .tap = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    guard let value, let context = node.environment[NavigationContextKey.self] else { return }
    context.push(value)
  }
}
