// The scene modifiers that change what a window's views see. The content of every window
// of the scene gets the value, as SwiftUI documents for a modifier on a scene.

extension Scene {
  /// Puts `object` in the environment of every window of this scene.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> _ModifiedWindowScene<Self> {
    _ModifiedWindowScene(scene: self) { AnyView($0.environmentObject(object)) }
  }

  /// Puts an `@Observable` object in the environment of every window of this scene.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> _ModifiedWindowScene<Self> {
    _ModifiedWindowScene(scene: self) { AnyView($0.environment(object)) }
  }

  /// Sets an environment value for every window of this scene.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> _ModifiedWindowScene<Self> {
    _ModifiedWindowScene(scene: self) { AnyView($0.environment(keyPath, value)) }
  }
}

/// A scene whose window content is wrapped by a modifier.
public struct _ModifiedWindowScene<Base: Scene>: Scene {
  let scene: Base
  let modify: @MainActor (AnyView) -> AnyView
  public var body: Never { primitiveBodyError(Self.self) }
}

extension _ModifiedWindowScene: PrimitiveScene {
  var windowContent: AnyView? { scene.firstWindowContent.map(modify) }
  var isMainWindow: Bool { (scene as? any PrimitiveScene)?.isMainWindow ?? true }
}
