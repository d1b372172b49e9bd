/// A type-erased view. Changing the wrapped view's type changes its identity.
public struct AnyView: View {
  let content: any View

  public init<Content: View>(_ content: Content) {
    self.content = content
  }

  public init<Content: View>(erasing content: Content) {
    self.content = content
  }

  /// Wraps `value` when it is a view, else fails (SwiftUI's `init?(_fromValue:)`,
  /// which its compatibility tests use to erase a value of unknown type).
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    content = view
  }

  public var body: Never { bodyError() }
}

extension AnyView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}
