/// The view `lessons play` mounts for an `App`: the content of the app's first window.
///
/// It carries the app's value, so the app's own dynamic properties (`@StateObject`,
/// `@State`, `@Environment`) are this node's, kept for as long as the app is mounted, as
/// SwiftUI keeps an app's state for its lifetime. The app's `body` is evaluated as this
/// node's body: a change of the app's state re-evaluates it, as it does the app's scenes.
/// The log names it by the app's type.
public struct _AppRoot<Root: App>: View {
  let app: Root

  /// Makes the app, as the system does at launch.
  public init(_ app: Root.Type = Root.self) {
    self.app = Root()
  }

  public var body: some View {
    // One structure whatever the scenes: no `if` in the identity path of the app's views.
    app.body.firstWindowContent
      ?? AnyView(Text("\(ViewTypeInfo.baseName(of: Root.self)) has no WindowGroup or Window to show"))
  }

}

extension _AppRoot: @preconcurrency CustomReflectable {
  /// The app's fields, so that its dynamic properties are found as this view's.
  public var customMirror: Mirror { Mirror(reflecting: app) }
}

/// A view the log names after another type: an app's root, after its app.
@MainActor
protocol NamedAfterType {
  static var namingType: Any.Type { get }
}

extension _AppRoot: NamedAfterType {
  static var namingType: Any.Type { Root.self }
}
