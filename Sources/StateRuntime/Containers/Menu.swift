/// A button that reveals a menu of buttons, pickers and dividers.
///
/// Modelled: the content, reachable by the driver without opening the menu (the rendered
/// tree shows it under `Menu` with the menu's title), so a menu's button is tapped and a
/// picker in it is selected as anywhere else. Not modelled: opening and closing.
public struct Menu<Content: View>: View {
  let title: String?
  let content: Content
  let label: (any View)?

  /// A menu titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
    self.label = nil
  }

  /// A menu whose button is `label`.
  public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
    let label = label()
    self.title = StaticText.of(label)
    self.content = content()
    self.label = label
  }

  public var body: Never { bodyError() }
}

extension Menu: NamedPrimitiveView, TitledView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

extension Button {
  /// A button with a role whose label is any view (`Button(role: .destructive) { … } label: { … }`).
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(title: nil, role: role, action: action, label: label())
  }
}
