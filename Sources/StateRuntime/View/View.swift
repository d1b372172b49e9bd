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
  public var body: Never {
    fatalError("StateRuntime: body of a primitive view was requested")
  }
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

/// One child of a primitive view: where it sits, and its current value.
struct ChildView {
  let key: ChildKey
  let view: any View
  /// Whether the view's own `==` decides if it changed (`EquatableView`).
  var forcesEquatable = false
}
