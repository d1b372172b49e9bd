/// A switch bound to a Boolean.
public struct Toggle: View {
  let title: String
  let isOn: Binding<Bool>

  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.title = String(title)
    self.isOn = isOn
  }

  public var body: Never { bodyError() }
}

extension Toggle: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .toggle, label: title, value: isOn.location.getUntracked() ? "on" : "off",
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    switch action {
    case .toggle: isOn.location.set(!isOn.location.getUntracked())
    case .set(let text):
      switch text.lowercased() {
      case "on", "true": isOn.location.set(true)
      case "off", "false": isOn.location.set(false)
      default: throw .valueNotAccepted(value: text, element: element(in: node), expected: "on or off")
      }
    default: throw .unsupportedAction(action: action.name, element: element(in: node))
    }
  }
}
