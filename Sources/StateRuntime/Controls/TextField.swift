/// An editable line of text bound to a string.
public struct TextField: View {
  let title: String
  let text: Binding<String>

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  public var body: Never { bodyError() }
}

extension TextField: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .textField, label: title, value: text.location.getUntracked(),
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .type(let newText) = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    text.location.set(newText)
  }
}
