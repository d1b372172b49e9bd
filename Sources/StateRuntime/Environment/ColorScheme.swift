/// Light or dark appearance, read with `@Environment(\.colorScheme)`.
///
/// The host decides it (``ViewHost/Options/colorScheme``, light by default,
/// as a device out of the box) and may change it while mounted
/// (``ViewHost/colorScheme``), as the user switching to Dark Mode does:
/// exactly the views that read `\.colorScheme` run their bodies again.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  case light
  case dark
}

private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The appearance the views are shown in.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// The appearance this view's presentation prefers; accepted and ignored
  /// (in SwiftUI it changes the whole window's, which the host decides here).
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
}
