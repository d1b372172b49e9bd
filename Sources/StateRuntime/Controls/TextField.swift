/// An editable line of text bound to a string.
public struct TextField: View {
  let title: String
  let text: Binding<String>
  /// Which `.onSubmit` triggers a Return here fires: `.search` for the field of `.searchable`.
  var submitsAs = SubmitTriggers.text
  /// For a field over a formatted value (`TextField("Age", value: $age, format: .number)`),
  /// what it takes, when `text` cannot be read as that value; `nil` for a field over a string.
  var rejection: (@MainActor (String) -> String?)? = nil

  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }

  init(_ title: String, text: Binding<String>, submitsAs: SubmitTriggers) {
    self.title = title
    self.text = text
    self.submitsAs = submitsAs
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
    switch action {
    case .type(let newText), .set(let newText):
      if let expected = rejection?(newText) {
        throw .valueNotAccepted(value: newText, element: element(in: node), expected: expected)
      }
      text.location.set(newText)
    case .submit:
      for handler in node.environment.submitHandlers where handler.triggers.contains(submitsAs) {
        handler.action()
      }
    default: throw .unsupportedAction(action: action.name, element: element(in: node))
    }
  }
}
