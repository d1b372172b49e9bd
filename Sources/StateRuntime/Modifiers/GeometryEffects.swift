import Foundation  // CGSize, as SwiftUI's offset(_:) and scaleEffect(_:anchor:) take it.

// Geometry effects move, turn and scale what is drawn; nothing is drawn
// here, so they return the view itself. In SwiftUI they are render effects
// that wrap the view the same way on every evaluation: they never change
// identity, and an animated angle or offset changes no state.

/// A geometric angle, in degrees or radians.
///
/// ```swift
/// Image(systemName: "arrow.up").rotationEffect(.degrees(isOpen ? 90 : 0))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { self.radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  public static let zero = Angle()
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}

extension View {
  /// Moves the view by `x` and `y` points; accepted and ignored.
  public func offset(x: Double = 0, y: Double = 0) -> Self { self }

  /// Moves the view by a size's width and height; accepted and ignored.
  public func offset(_ offset: CGSize) -> Self { self }

  /// Turns the view by `angle` around `anchor`; accepted and ignored.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }

  /// Scales the view by `scale` in both directions; accepted and ignored.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Self { self }

  /// Scales the view by `x` and `y`; accepted and ignored.
  public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Self { self }

  /// Scales the view by a size's width and height; accepted and ignored.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> Self { self }
}
