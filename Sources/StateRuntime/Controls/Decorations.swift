/// Flexible space; shown in the rendered tree for orientation only.
public struct Spacer: View {
  public init(minLength: Double? = nil) {}
  public var body: Never { bodyError() }
}

/// A separating line.
public struct Divider: View {
  public init() {}
  public var body: Never { bodyError() }
}

/// A title with an icon; the title counts as text.
public struct Label: View, Equatable {
  let title: String
  let systemImage: String
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.title = String(title)
    self.systemImage = systemImage
  }
  public var body: Never { bodyError() }
}

extension Spacer: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension Divider: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }
}

extension Label: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: Text(title))]
  }
}
