/// A 2D shape: a view that draws nothing the driver reads, shown by name in the rendered tree.
///
/// Modelled: the shape as a leaf view (identity, position) and the modifiers that style it
/// (`fill`, `stroke`), accepted and ignored. Not modelled: geometry and drawing.
public protocol Shape: View, Sendable {}

extension Shape {
  /// Fills the shape; accepted and ignored.
  public func fill<S: ShapeStyle>(_ content: S) -> Self { self }
  /// Fills the shape with the foreground style; accepted and ignored.
  public func fill() -> Self { self }
  /// Outlines the shape; accepted and ignored.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> Self { self }
  /// Outlines the shape with the foreground style; accepted and ignored.
  public func stroke(lineWidth: Double = 1) -> Self { self }
}

/// A circle.
public struct Circle: Shape {
  public init() {}
  public var body: Never { bodyError() }
}

/// A rectangle.
public struct Rectangle: Shape {
  public init() {}
  public var body: Never { bodyError() }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
  public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {}
  public var body: Never { bodyError() }
}

/// A rectangle whose corners are half its height.
public struct Capsule: Shape {
  public init(style: RoundedCornerStyle = .circular) {}
  public var body: Never { bodyError() }
}

/// An ellipse.
public struct Ellipse: Shape {
  public init() {}
  public var body: Never { bodyError() }
}

/// How rounded corners are drawn; accepted and ignored.
public enum RoundedCornerStyle: Hashable, Sendable {
  case circular, continuous
}

extension Circle: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension Rectangle: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension RoundedRectangle: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension Capsule: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension Ellipse: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}
