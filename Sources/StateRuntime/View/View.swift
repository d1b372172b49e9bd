/// A piece of user interface, described as a cheap value.
///
/// As in SwiftUI, a view is a struct the runtime re-creates freely; memory
/// such as `@State` lives outside it, keyed by the view's identity.
///
/// ```swift
/// struct Greeting: View {
///   let name: String
///   var body: some View { Text("Hello, \(name)") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body describes.
  associatedtype Body: View

  /// The content of this view, rebuilt whenever the view's inputs change.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
  public typealias Body = Never

  /// Primitive views have no body; the runtime never asks for it.
  public var body: Never { bodyError() }
}

extension View {
  /// Stops the program as SwiftUI does when code reads a primitive view's
  /// `body` (`Text("Hi").body`), saying so.
  ///
  /// SwiftUI's primitives (`Text`, `VStack`, modifiers) declare `Body ==
  /// Never` and trap with "body() should not be called on Text." when asked
  /// for it (OpenSwiftUI's `bodyError()`, which mirrors it). There is no
  /// value to return, so the runtime stops too, with a message that says
  /// what SwiftUI would do and what to write instead.
  func bodyError() -> Never { primitiveBodyError(Self.self) }
}

/// ``View/bodyError()`` for any type (`Optional`'s content, which is a view
/// only when its wrapped type is).
func primitiveBodyError(_ type: Any.Type) -> Never {
  let name = ViewTypeInfo.baseName(of: type)
  fatalError(
    "body() should not be called on \(name). SwiftUI stops the app here too: \(name) is a primitive "
      + "view whose Body is Never. Place the view in a body (`var body: some View { \(name)(...) }`) "
      + "instead of reading its body.")
}

/// A view the runtime handles itself instead of evaluating a body.
///
/// Kept internal so the public `View` protocol carries `body` and nothing else.
@MainActor
protocol PrimitiveView {
  /// The children of this view, keyed by their structural position.
  ///
  /// A primitive may also change the environment its children see.
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView]
}

/// A primitive view that appears by name in paths and the rendered tree
/// (`VStack`, `Button`), unlike structural wrappers (`TupleView`, branches,
/// modifiers), which contribute only their key to a child's identity.
@MainActor
protocol NamedPrimitiveView: PrimitiveView {}

/// One child of a primitive view: where it sits, and its current value.
struct ChildView {
  let key: ChildKey
  let view: any View
  /// Whether the view's own `==` decides if it changed (`EquatableView`).
  var forcesEquatable = false
}
