/// A line of read-only text.
public struct Text: View, Equatable {
  let content: String

  /// Creates text from a string, including interpolations (`Text("Total: \(total)")`).
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Creates text shown exactly as given.
  public init(verbatim content: String) {
    self.content = content
  }

  public var body: Never { bodyError() }
}

extension Text: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  func element(in node: ViewNode) -> Element {
    Element(kind: .text, label: content, value: content, isDisabled: false, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    throw .unsupportedAction(action: action.name, element: element(in: node))
  }
}
