// Layout and styling are not modelled: these modifiers exist so SwiftUI code
// compiles unchanged, and return the view itself. They cannot affect state
// or identity (in SwiftUI they wrap the view, but consistently on every
// evaluation, so identity is unaffected there too).

/// A font; accepted and ignored.
public struct Font: Hashable, Sendable {
  let name: String
  public static let largeTitle = Font(name: "largeTitle")
  public static let title = Font(name: "title")
  public static let title2 = Font(name: "title2")
  public static let title3 = Font(name: "title3")
  public static let headline = Font(name: "headline")
  public static let subheadline = Font(name: "subheadline")
  public static let body = Font(name: "body")
  public static let callout = Font(name: "callout")
  public static let caption = Font(name: "caption")
  public static let footnote = Font(name: "footnote")
  public func monospacedDigit() -> Font { self }
  public func bold() -> Font { self }
}

/// Something that can fill or tint; accepted and ignored.
public protocol ShapeStyle: Sendable {}

/// A colour; accepted and ignored.
public struct Color: ShapeStyle, Hashable {
  let name: String
  public static let primary = Color(name: "primary")
  public static let secondary = Color(name: "secondary")
  public static let accentColor = Color(name: "accentColor")
  public static let red = Color(name: "red")
  public static let orange = Color(name: "orange")
  public static let yellow = Color(name: "yellow")
  public static let green = Color(name: "green")
  public static let blue = Color(name: "blue")
  public static let gray = Color(name: "gray")
  public static let white = Color(name: "white")
  public static let black = Color(name: "black")
}

/// Primary, secondary, tertiary content styles; accepted and ignored.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  let level: Int
  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { .red }
  public static var orange: Color { .orange }
  public static var green: Color { .green }
  public static var blue: Color { .blue }
  public static var gray: Color { .gray }
}

/// Edges for padding; accepted and ignored.
public struct Edge: Sendable {
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let leading = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.horizontal, .vertical]
  }
}

extension View {
  public func padding(_ length: Double? = nil) -> Self { self }
  public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> Self { self }
  public func font(_ font: Font?) -> Self { self }
  public func bold(_ isActive: Bool = true) -> Self { self }
  public func italic(_ isActive: Bool = true) -> Self { self }
  public func monospacedDigit() -> Self { self }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
  public func foregroundColor(_ color: Color?) -> Self { self }
  public func background<S: ShapeStyle>(_ style: S) -> Self { self }
  public func tint(_ color: Color?) -> Self { self }
  public func opacity(_ opacity: Double) -> Self { self }
  public func frame(width: Double? = nil, height: Double? = nil) -> Self { self }
  public func frame(maxWidth: Double? = nil, maxHeight: Double? = nil) -> Self { self }
  public func lineLimit(_ number: Int?) -> Self { self }
  public func navigationTitle<S: StringProtocol>(_ title: S) -> Self { self }
}
