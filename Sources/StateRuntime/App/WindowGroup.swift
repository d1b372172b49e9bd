/// A scene that presents a group of identically structured windows: an app's main window.
///
/// `lessons play` mounts the content of the app's first window group; SwiftUI gives each
/// window of the group its own state, and one window is what a played app shows.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// A window group whose windows show `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window group with a title (shown in the window's title bar on macOS).
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window group with an identifier, which `openWindow(id:)` uses.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A window group with a title and an identifier.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBodyError(Self.self) }
}

extension WindowGroup: PrimitiveScene {
  var windowContent: AnyView? { AnyView(content) }
  var isMainWindow: Bool { true }
}

/// A scene that presents one unique window.
public struct Window<Content: View>: Scene {
  let content: Content

  /// A window with a title and an identifier.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBodyError(Self.self) }
}

extension Window: PrimitiveScene {
  var windowContent: AnyView? { AnyView(content) }
  var isMainWindow: Bool { true }
}

/// A scene for the app's settings (a window on macOS): played only when the app has no other window.
public struct Settings<Content: View>: Scene {
  let content: Content

  /// Settings that show `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBodyError(Self.self) }
}

extension Settings: PrimitiveScene {
  var windowContent: AnyView? { AnyView(content) }
  var isMainWindow: Bool { false }
}
