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

/// A side of a rectangle (`.move(edge: .leading)`); accepted and ignored.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// Edges for padding; accepted and ignored.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
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
  /// Fills this view's bounds under it with `style` (SwiftUI's
  /// `background(_:ignoresSafeAreaEdges:)`); accepted and ignored.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self {
    self
  }
  public func tint(_ color: Color?) -> Self { self }
  public func opacity(_ opacity: Double) -> Self { self }
  public func frame(width: Double? = nil, height: Double? = nil) -> Self { self }
  public func lineLimit(_ number: Int?) -> Self { self }
  public func navigationTitle<S: StringProtocol>(_ title: S) -> Self { self }
  /// Sets the navigation title from a `Text`; accepted and ignored.
  public func navigationTitle(_ title: Text) -> Self { self }
  /// Sets an editable navigation title (iOS 16, renamed from the bar); accepted and ignored:
  /// the binding is not written, as no one renames the title here.
  public func navigationTitle(_ title: Binding<String>) -> Self { self }
}
