/// The structure of an app: its scenes, and the state that lives as long as it does.
///
/// As in SwiftUI, an app is a struct whose `body` lists its scenes; `@main` marks the
/// one the program starts with. `lessons play` mounts the content of the app's first
/// `WindowGroup` (or `Window`), with the app's own `@State` and `@StateObject` kept for
/// as long as the app runs: SwiftUI keeps an app's state for the app's lifetime.
///
/// ```swift
/// @main
/// struct TallyApp: App {
///   @StateObject private var store = TallyStore()
///   var body: some Scene {
///     WindowGroup { ContentView().environmentObject(store) }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol App {
  /// The type of scene the app's body describes.
  associatedtype Body: Scene

  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }

  /// Makes the app; the system calls it once at launch.
  @MainActor @preconcurrency init()
}

/// A part of an app's interface whose life the system manages: a window group, a window, settings.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene this scene's body describes.
  associatedtype Body: Scene

  /// The content of this scene.
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A scene the runtime handles itself: the window content it shows, if any.
@MainActor
protocol PrimitiveScene {
  /// The view the scene's first window shows; `nil` for a scene without a window (`Settings`
  /// is a window on macOS, but an app's main window comes first).
  var windowContent: AnyView? { get }
  /// Whether the scene is a main window (`WindowGroup`, `Window`) rather than `Settings`.
  var isMainWindow: Bool { get }
}

extension Scene {
  /// The view this scene's first main window shows, else any window's; `nil` for none.
  var firstWindowContent: AnyView? {
    if let primitive = self as? any PrimitiveScene {
      return primitive.windowContent
    }
    return body.firstWindowContent
  }
}
