/// A height a sheet can rest at (`.medium`, `.large`, `.fraction(0.3)`); accepted and ignored.
public struct PresentationDetent: Hashable, Sendable {
  let name: String

  public static let medium = PresentationDetent(name: "medium")
  public static let large = PresentationDetent(name: "large")
  public static func fraction(_ fraction: Double) -> PresentationDetent {
    PresentationDetent(name: "fraction(\(fraction))")
  }
  public static func height(_ height: Double) -> PresentationDetent {
    PresentationDetent(name: "height(\(height))")
  }
}

/// Whether a sheet shows its drag indicator; accepted and ignored.
public typealias PresentationDragIndicatorVisibility = Visibility

// How a sheet looks and rests: its heights, its drag indicator, whether a swipe may dismiss it.
// The runtime draws no sheet, so these return the view itself. `interactiveDismissDisabled`
// is SwiftUI's "no swipe": the driver's `dismiss` is that swipe, and it is not refused here.
extension View {
  /// The heights the sheet presenting this view can rest at; accepted and ignored.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
  /// The heights, with the one selected; accepted and ignored.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> Self
  {
    self
  }
  /// Shows or hides the sheet's drag indicator; accepted and ignored.
  public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
  /// Stops a swipe from dismissing the sheet; accepted and ignored (the driver's `dismiss`
  /// still dismisses it).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}
