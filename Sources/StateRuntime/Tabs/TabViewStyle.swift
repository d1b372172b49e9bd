/// How a `TabView` shows its tabs (`.page`, `.sidebarAdaptable`); accepted and ignored.
///
/// The runtime shows one tab at a time, as a tab bar does, whatever the style: a paged
/// `TabView` is chosen by its tabs' titles like any other (`select`).
public protocol TabViewStyle: Sendable {}

extension NamedStyle: TabViewStyle {}

extension TabViewStyle where Self == NamedStyle {
  public static var automatic: NamedStyle { NamedStyle(name: "automatic") }
  public static var page: NamedStyle { NamedStyle(name: "page") }
  public static var sidebarAdaptable: NamedStyle { NamedStyle(name: "sidebarAdaptable") }
  public static var tabBarOnly: NamedStyle { NamedStyle(name: "tabBarOnly") }
}

/// SwiftUI's `PageTabViewStyle`; accepted and ignored.
public struct PageTabViewStyle: TabViewStyle, Hashable {
  public init() {}
}

extension View {
  /// Sets how tab views in this view show their tabs; accepted and ignored.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> Self { self }
}
