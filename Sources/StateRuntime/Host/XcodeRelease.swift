/// The Xcode release whose SwiftUI a host reproduces, where releases differ.
///
/// The toolchain decides these behaviours first: built with Xcode 26 or
/// earlier, an app has the property wrapper on every OS. ``v27`` models an app
/// built with Xcode 27 and running on iOS 17 / macOS 14 or later: Xcode 27's
/// release notes back-deploy the lazy initial value to "iOS 17 aligned OSes"
/// and document nothing for older ones.
///
/// - ``v26``: Xcode 26 and earlier. `@State` is a property wrapper: its
///   initial-value expression runs on every init of the view struct, and only
///   the first value for an identity is kept.
/// - ``v27``: Xcode 27, the current release. `@State` is the `State()` macro:
///   the initial value is evaluated lazily, once per identity (Apple's `State`
///   documentation).
///
/// `@StateObject` is lazy in both: its initial value is an autoclosure.
///
/// ```swift
/// let host = ViewHost(Gallery(), options: .init(xcode: .v26))
/// ```
public enum XcodeRelease: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
  /// Xcode 26 and earlier: the property-wrapper `@State`.
  case v26 = 26
  /// Xcode 27: the `State()` macro.
  case v27 = 27

  /// The current release, and every host's default.
  public static let current: XcodeRelease = .v27

  /// Whether `@State` evaluates its initial value only when an identity needs it.
  public var evaluatesStateLazily: Bool { self >= .v27 }

  /// "Xcode 26 and earlier" or "Xcode 27".
  public var description: String {
    switch self {
    case .v26: "Xcode 26 and earlier"
    case .v27: "Xcode 27"
    }
  }

  public static func < (lhs: XcodeRelease, rhs: XcodeRelease) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
