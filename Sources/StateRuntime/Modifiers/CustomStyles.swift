// Styles of your own: `struct Pill: ButtonStyle { func makeBody(configuration:) … }`,
// applied with `.buttonStyle(Pill())`. SwiftUI builds the style's body around the control's
// label; here nothing is drawn, so the style is accepted and the control keeps its own label
// and behaviour: `makeBody` is not called (its pressed look has nothing to show), and the
// control's identity is what it would be without the style, as in SwiftUI, where a style
// reaches the control through the environment.

/// A style of your own for buttons: a body around the label, with the pressed state.
public protocol ButtonStyle: Sendable {
  /// The view the style makes.
  associatedtype Body: View
  /// The button's look from its label and whether it is pressed.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// What the style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given: the button's label, its role and whether it is pressed.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    public var body: Never { bodyError() }
  }

  /// The label.
  public let label = Label()
  /// The button's role.
  public let role: ButtonRole? = nil
  /// Whether the button is pressed: never, here.
  public let isPressed = false
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

/// A style of your own for toggles.
public protocol ToggleStyle: Sendable {
  /// The view the style makes.
  associatedtype Body: View
  /// The toggle's look from its label and its state.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// What the style is given.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` is given: the toggle's label and its binding.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view.
  public struct Label: View {
    public var body: Never { bodyError() }
  }

  /// The label.
  public let label = Label()
  /// Whether the toggle is on.
  @Binding public var isOn: Bool
}

extension ToggleStyleConfiguration.Label: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

/// A style of your own for labels.
public protocol LabelStyle: Sendable {
  /// The view the style makes.
  associatedtype Body: View
  /// The label's look from its title and icon.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
  /// What the style is given.
  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` is given: the title and the icon.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View {
    public var body: Never { bodyError() }
  }

  /// The label's icon, as a view.
  public struct Icon: View {
    public var body: Never { bodyError() }
  }

  /// The title.
  public let title = Title()
  /// The icon.
  public let icon = Icon()
}

extension LabelStyleConfiguration.Title: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

/// The built-in toggle and label styles (`.switch`, `.button`, `.iconOnly`, `.titleOnly`).
public struct BuiltInStyle: ToggleStyle, LabelStyle, Hashable {
  let name: String

  public func makeBody(configuration: ToggleStyleConfiguration) -> EmptyView { EmptyView() }
  public func makeBody(configuration: LabelStyleConfiguration) -> EmptyView { EmptyView() }
}

extension ToggleStyle where Self == BuiltInStyle {
  public static var automatic: BuiltInStyle { BuiltInStyle(name: "automatic") }
  public static var `switch`: BuiltInStyle { BuiltInStyle(name: "switch") }
  public static var button: BuiltInStyle { BuiltInStyle(name: "button") }
}

extension LabelStyle where Self == BuiltInStyle {
  public static var automatic: BuiltInStyle { BuiltInStyle(name: "automatic") }
  public static var iconOnly: BuiltInStyle { BuiltInStyle(name: "iconOnly") }
  public static var titleOnly: BuiltInStyle { BuiltInStyle(name: "titleOnly") }
  public static var titleAndIcon: BuiltInStyle { BuiltInStyle(name: "titleAndIcon") }
}

extension View {
  /// Sets a button style of your own for buttons in this view; accepted, and its body is
  /// not built (see above).
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> Self { self }
  /// Sets the style of toggles in this view; accepted, and its body is not built.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> Self { self }
  /// Sets the style of labels in this view; accepted, and its body is not built.
  public func labelStyle<S: LabelStyle>(_ style: S) -> Self { self }
}
