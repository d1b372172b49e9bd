/// A view that shows nothing.
public struct EmptyView: View {
  public init() {}
  public var body: Never { bodyError() }
}

extension EmptyView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}
