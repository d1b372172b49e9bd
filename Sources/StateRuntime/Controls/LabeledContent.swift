/// A label beside a value, as a settings row shows it ("Version  1.2").
///
/// Both parts are children (`Text`s, or the views given), so the row's
/// texts are on screen for the driver and `expect` lines.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public var body: Never { bodyError() }
}

extension LabeledContent {
  /// A row with a view as its label and a view as its content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }
}

extension LabeledContent where Label == Text {
  /// A row titled `title` with any content.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.label = Text(title)
    self.content = content()
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row titled `title` showing `value`.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.label = Text(title)
    self.content = Text(value)
  }
}

extension LabeledContent: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .position(0), view: label), ChildView(key: .position(1), view: content)]
  }
}
