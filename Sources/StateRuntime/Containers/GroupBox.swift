/// A box that groups views under an optional label, as a settings card.
///
/// Modelled: the label and the content as children (with identity and state like any
/// content; their texts are on screen). Not modelled: the box's background and layout.
///
/// ```swift
/// GroupBox("Today") { Text("3 tasks") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content

  public var body: Never { bodyError() }
}

extension GroupBox where Label == Text {
  /// A box titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content())
  }
}

extension GroupBox where Label == EmptyView {
  /// A box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(label: nil, content: content())
  }
}

extension GroupBox {
  /// A box labelled by a view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(label: label(), content: content())
  }

  /// A box labelled by a view (the form before iOS 16, label first).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(label: label, content: content())
  }
}

extension GroupBox: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    var children: [ChildView] = []
    if let label { children.append(ChildView(key: .position(0), view: label)) }
    children.append(ChildView(key: .position(1), view: content))
    return children
  }
}

/// A container for related controls (a toolbar's group of buttons).
///
/// Modelled: its content as a child. Not modelled: how the controls are drawn together.
public struct ControlGroup<Content: View>: View {
  let content: Content

  /// A group of `content`'s controls.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { bodyError() }
}

extension ControlGroup: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}
