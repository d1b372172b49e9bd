/// A spinner or a progress bar, with an optional title; shown in the rendered tree.
///
/// Modelled: the title (a text) and the fraction, shown as the view's value. Not
/// modelled: animation.
public struct ProgressView: View {
  let title: String?
  let fraction: Double?

  /// An indeterminate spinner.
  public init() {
    self.title = nil
    self.fraction = nil
  }

  /// A spinner titled `title`.
  public init<S: StringProtocol>(_ title: S) {
    self.title = String(title)
    self.fraction = nil
  }

  /// A bar at `value` of `total`.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.title = String(title)
    self.fraction = value.map { Double($0) / Double(total) }
  }

  /// An untitled bar at `value` of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.title = nil
    self.fraction = value.map { Double($0) / Double(total) }
  }

  public var body: Never { bodyError() }
}

extension ProgressView: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    var children: [ChildView] = []
    if let title { children.append(ChildView(key: .position(0), view: Text(title))) }
    if let fraction {
      children.append(ChildView(key: .position(1), view: Text("\(Int((fraction * 100).rounded()))%")))
    }
    return children
  }
}
