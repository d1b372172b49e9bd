/// A view given an explicit identity with `.id(_:)`.
public struct IDView<Content: View, ID: Hashable>: View {
  let content: Content
  let id: ID
  public var body: Never { bodyError() }
}

extension IDView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .explicit(AnyHashable(id)), view: content)]
  }
}

extension View {
  /// Gives the view an explicit identity. A new id is a new view: its state
  /// is discarded and created afresh.
  public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
    IDView(content: self, id: id)
  }
}
