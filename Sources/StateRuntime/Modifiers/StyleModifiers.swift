// Control and container styles change how things are drawn, never what
// state they hold: SwiftUI applies a style through the environment, so the
// styled views keep their identity. Nothing is drawn here, so each style
// modifier accepts SwiftUI's style values and returns the view itself.

/// A style for text fields (`.roundedBorder`, `.plain`); accepted and ignored.
public protocol TextFieldStyle: Sendable {}
/// A style for pickers (`.segmented`, `.menu`, `.wheel`, `.inline`); accepted and ignored.
public protocol PickerStyle: Sendable {}
/// A style for forms (`.grouped`, `.columns`); accepted and ignored.
public protocol FormStyle: Sendable {}
/// A style for buttons (`.bordered`, `.borderedProminent`, `.plain`); accepted and ignored.
public protocol PrimitiveButtonStyle: Sendable {}
/// A style for lists (`.insetGrouped`, `.plain`, `.sidebar`); accepted and ignored.
public protocol ListStyle: Sendable {}

/// One named style, whichever kind of control it styles.
public struct NamedStyle: TextFieldStyle, PickerStyle, FormStyle, PrimitiveButtonStyle, ListStyle, Hashable {
  let name: String
}

extension TextFieldStyle where Self == NamedStyle {
  public static var automatic: NamedStyle { NamedStyle(name: "automatic") }
  public static var roundedBorder: NamedStyle { NamedStyle(name: "roundedBorder") }
  public static var plain: NamedStyle { NamedStyle(name: "plain") }
}

extension PickerStyle where Self == NamedStyle {
  public static var automatic: NamedStyle { NamedStyle(name: "automatic") }
  public static var segmented: NamedStyle { NamedStyle(name: "segmented") }
  public static var menu: NamedStyle { NamedStyle(name: "menu") }
  public static var wheel: NamedStyle { NamedStyle(name: "wheel") }
  public static var inline: NamedStyle { NamedStyle(name: "inline") }
  public static var navigationLink: NamedStyle { NamedStyle(name: "navigationLink") }
  public static var palette: NamedStyle { NamedStyle(name: "palette") }
}

extension FormStyle where Self == NamedStyle {
  public static var automatic: NamedStyle { NamedStyle(name: "automatic") }
  public static var grouped: NamedStyle { NamedStyle(name: "grouped") }
  public static var columns: NamedStyle { NamedStyle(name: "columns") }
}

extension PrimitiveButtonStyle where Self == NamedStyle {
  public static var automatic: NamedStyle { NamedStyle(name: "automatic") }
  public static var bordered: NamedStyle { NamedStyle(name: "bordered") }
  public static var borderedProminent: NamedStyle { NamedStyle(name: "borderedProminent") }
  public static var borderless: NamedStyle { NamedStyle(name: "borderless") }
  public static var plain: NamedStyle { NamedStyle(name: "plain") }
}

extension ListStyle where Self == NamedStyle {
  public static var automatic: NamedStyle { NamedStyle(name: "automatic") }
  public static var plain: NamedStyle { NamedStyle(name: "plain") }
  public static var grouped: NamedStyle { NamedStyle(name: "grouped") }
  public static var inset: NamedStyle { NamedStyle(name: "inset") }
  public static var insetGrouped: NamedStyle { NamedStyle(name: "insetGrouped") }
  public static var sidebar: NamedStyle { NamedStyle(name: "sidebar") }
}

/// The size of text a user asked for in Settings; accepted and ignored.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension View {
  /// Sets the style of text fields in this view; accepted and ignored.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }
  /// Sets the style of pickers in this view; accepted and ignored.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> Self { self }
  /// Sets the style of forms in this view; accepted and ignored.
  public func formStyle<S: FormStyle>(_ style: S) -> Self { self }
  /// Sets the style of buttons in this view; accepted and ignored.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self { self }
  /// Sets the style of lists in this view; accepted and ignored.
  public func listStyle<S: ListStyle>(_ style: S) -> Self { self }
  /// Clips the view to rounded corners (deprecated in SwiftUI since iOS 17); accepted and ignored.
  public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> Self { self }
  /// Fixes the text size for this view; accepted and ignored.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { self }
  /// Limits the text sizes for this view (`...DynamicTypeSize.xxLarge`); accepted and ignored.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> Self where T.Bound == DynamicTypeSize {
    self
  }
}
