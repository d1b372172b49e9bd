/// A control that performs an action when tapped.
///
/// The action runs on the main actor; it may start `Task { }`s, which the
/// host's `settle()` waits for.
public struct Button<Label: View>: View {
  let title: String?
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label

  public var body: Never { bodyError() }
}

/// The purpose of a button (`.destructive`, `.cancel`); shown, not enforced.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

extension Button where Label == Text {
  /// Creates a button with a text title.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(title: String(title), role: nil, action: action, label: Text(title))
  }

  /// Creates a button with a text title and a role.
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(title: String(title), role: role, action: action, label: Text(title))
  }
}

extension Button where Label == StateRuntime.Label {
  /// Creates a button labelled with a title and an SF Symbol (iOS 17): its title is the
  /// text; the symbol is shown by name, as ``Image`` shows one.
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
    self.init(
      title: String(title), role: nil, action: action,
      label: StateRuntime.Label(title, systemImage: systemImage))
  }

  /// Creates a button with a title, an SF Symbol and a role.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: String(title), role: role, action: action,
      label: StateRuntime.Label(title, systemImage: systemImage))
  }
}

extension Button {
  /// Creates a button whose label is any view; its title is the label's text.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(title: nil, role: nil, action: action, label: label())
  }
}

extension Button: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    title == nil ? [ChildView(key: .content, view: label)] : []
  }

  func element(in node: ViewNode) -> Element {
    let text = title ?? node.descendantTexts().joined(separator: " ")
    return Element(
      kind: .button, label: text, value: nil, isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .tap = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    self.action()
    // An alert's or a confirmation dialog's buttons dismiss it after their
    // action, as Apple documents for both.
    if node.environment.buttonsDismissPresentation { node.environment.dismiss() }
  }
}
