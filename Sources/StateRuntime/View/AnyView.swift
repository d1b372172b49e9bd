/// A type-erased view. Changing the wrapped view's type changes its identity.
public struct AnyView: View {
  let content: any View

  public init<Content: View>(_ content: Content) {
    self.content = content
  }

  public init<Content: View>(erasing content: Content) {
    self.content = content
  }

  public var body: Never { bodyError() }
}

extension AnyView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}
