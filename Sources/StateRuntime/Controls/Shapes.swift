import Foundation  // CGRect, the rectangle a shape's path fills.

/// A 2D shape: a view that draws nothing the driver reads, shown by name in the rendered tree.
///
/// Modelled: the shape as a leaf view (identity, position) and the modifiers that style it
/// (`fill`, `stroke`, `strokeBorder`, `trim`), accepted and ignored. A shape of your own
/// (`struct Triangle: Shape { func path(in rect: CGRect) -> Path { … } }`) is a view
/// whose body is that leaf, ``ShapeView``. Not modelled: geometry and drawing (`path(in:)`
/// is never called).
public protocol Shape: View, Sendable {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path
}

extension Shape {
  /// The built-in shapes' outline: the runtime draws nothing, so it is an empty path.
  public func path(in rect: CGRect) -> Path { Path() }
}

extension Shape where Body == ShapeView<Self> {
  /// A shape of your own shows as a leaf named for it.
  public var body: ShapeView<Self> { ShapeView(shape: self) }
}

/// What a shape of your own shows: a leaf, as the built-in shapes are.
public struct ShapeView<S: Shape>: View {
  let shape: S
  public var body: Never { bodyError() }
}

extension ShapeView: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

/// How a stroke is drawn (width, caps, dashes); accepted and ignored.
public struct StrokeStyle: Hashable, Sendable {
  // SwiftUI takes CoreGraphics' `CGLineCap` and `CGLineJoin`; CoreGraphics comes with
  // Foundation on macOS, so the runtime's own cases are nested here instead of declared
  // under those names, and `lineCap: .round` reads the same.
  /// How the ends of a stroke are drawn.
  public enum LineCap: Int32, Hashable, Sendable {
    case butt, round, square
  }

  /// How the corners of a stroke are drawn.
  public enum LineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
  }

  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {}
}

extension Shape {
  /// Fills the shape; accepted and ignored.
  public func fill<S: ShapeStyle>(_ content: S) -> Self { self }
  /// Fills the shape with the foreground style; accepted and ignored.
  public func fill() -> Self { self }
  /// Outlines the shape; accepted and ignored.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> Self { self }
  /// Outlines the shape with the foreground style; accepted and ignored.
  public func stroke(lineWidth: Double = 1) -> Self { self }
  /// Outlines the shape in a stroke style; accepted and ignored.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> Self { self }
  /// Outlines the shape in a stroke style with the foreground style; accepted and ignored.
  public func stroke(style: StrokeStyle) -> Self { self }
  /// Outlines the shape inside its bounds (SwiftUI's `InsettableShape`); accepted and ignored.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> Self { self }
  /// Outlines the shape inside its bounds with the foreground style; accepted and ignored.
  public func strokeBorder(lineWidth: Double = 1) -> Self { self }
  /// Outlines the shape inside its bounds in a stroke style; accepted and ignored.
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> Self { self }
  /// Draws part of the outline, from `from` to `to` of its length; accepted and ignored.
  public func trim(from: Double = 0, to: Double = 1) -> Self { self }
  /// Insets the shape; accepted and ignored.
  public func inset(by amount: Double) -> Self { self }
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
