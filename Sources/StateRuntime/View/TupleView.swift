/// A view made of several views in a row, as a `@ViewBuilder` block produces.
///
/// Each element's position in the block is part of its identity.
public struct TupleView<T>: View {
  public var value: T
  let elements: [any View]

  public init<each Element: View>(_ value: (repeat each Element)) where T == (repeat each Element) {
    self.value = value
    var elements: [any View] = []
    for element in repeat each value {
      elements.append(element)
    }
    self.elements = elements
  }

  public var body: Never { bodyError() }
}

extension TupleView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    elements.enumerated().map { ChildView(key: .position($0.offset), view: $0.element) }
  }
}
