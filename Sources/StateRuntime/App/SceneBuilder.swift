/// Builds an app's scenes from the statements of a `body` (SwiftUI's `SceneBuilder`).
@MainActor @resultBuilder
public enum SceneBuilder {
  /// One scene, as it is.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes, in order.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<
    repeat each Content
  > {
    _TupleScene(repeat each content)
  }

  /// A scene inside an `if` without `else` (SwiftUI's `buildOptional`).
  public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> {
    _OptionalScene(content: content)
  }

  /// The first branch of an `if`/`else`.
  public static func buildEither<First: Scene, Second: Scene>(first: First) -> _EitherScene<First, Second> {
    _EitherScene(first: first, second: nil)
  }

  /// The second branch of an `if`/`else`.
  public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _EitherScene<First, Second> {
    _EitherScene(first: nil, second: second)
  }
}

/// The scenes of a body with several statements.
public struct _TupleScene<each Content: Scene>: Scene {
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  public var body: Never { primitiveBodyError(Self.self) }
}

extension _TupleScene: PrimitiveScene {
  /// The first main window's content; else the first window's (a `Settings`-only app).
  var windowContent: AnyView? {
    var scenes: [any Scene] = []
    for scene in repeat each content { scenes.append(scene) }
    let primitives = scenes.compactMap { $0 as? any PrimitiveScene }
    if let main = primitives.first(where: \.isMainWindow) { return main.windowContent }
    for scene in scenes {
      if let content = scene.firstWindowContent { return content }
    }
    return nil
  }
  var isMainWindow: Bool { true }
}

/// A scene that is there only when a condition holds.
public struct _OptionalScene<Content: Scene>: Scene {
  let content: Content?
  public var body: Never { primitiveBodyError(Self.self) }
}

extension _OptionalScene: PrimitiveScene {
  var windowContent: AnyView? { content?.firstWindowContent }
  var isMainWindow: Bool { content != nil }
}

/// One of two scenes, by an `if`/`else`.
public struct _EitherScene<First: Scene, Second: Scene>: Scene {
  let first: First?
  let second: Second?
  public var body: Never { primitiveBodyError(Self.self) }
}

extension _EitherScene: PrimitiveScene {
  var windowContent: AnyView? { first?.firstWindowContent ?? second?.firstWindowContent }
  var isMainWindow: Bool { true }
}
