import Foundation  // CGPoint, CGRect: the geometry SwiftUI's Path speaks in.

/// The outline of a 2D shape, built from lines and curves; a shape and a view of its own.
///
/// Modelled: building a path compiles and its elements are counted (``isEmpty``); as a view
/// it is a leaf shown by name. Not modelled: geometry (bounds, hit testing) and drawing.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 0, y: 0))
///   path.addLine(to: CGPoint(x: 100, y: 0))
///   path.closeSubpath()
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
public struct Path: Shape, Hashable {
  private var elements = 0

  /// An empty path.
  public init() {}

  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// A rectangle.
  public init(_ rect: CGRect) { addRect(rect) }

  /// A rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    addRect(rect)
  }

  /// An ellipse in `rect`.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Whether nothing was added.
  public var isEmpty: Bool { elements == 0 }

  public var body: Never { bodyError() }

  public func path(in rect: CGRect) -> Path { self }

  /// Starts a subpath at `point`.
  public mutating func move(to point: CGPoint) { elements += 1 }
  /// A straight line to `point`.
  public mutating func addLine(to point: CGPoint) { elements += 1 }
  /// Straight lines through `points`.
  public mutating func addLines(_ points: [CGPoint]) { elements += points.count }
  /// A quadratic curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements += 1 }
  /// A cubic curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) { elements += 1 }
  /// An arc of a circle.
  public mutating func addArc(
    center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) { elements += 1 }
  /// A rectangle.
  public mutating func addRect(_ rect: CGRect) { elements += 1 }
  /// A rounded rectangle.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) { elements += 1 }
  /// An ellipse in `rect`.
  public mutating func addEllipse(in rect: CGRect) { elements += 1 }
  /// Another path.
  public mutating func addPath(_ path: Path) { elements += path.elements }
  /// Closes the current subpath.
  public mutating func closeSubpath() { elements += 1 }
}

extension Path: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}
