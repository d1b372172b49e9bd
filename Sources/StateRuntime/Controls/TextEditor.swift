/// A view for editing many lines of text, bound to a string.
///
/// Modelled: the binding. SwiftUI's text editor has no title, so the driver names it by
/// its kind when it is the only one on screen, `set TextEditor "hello"` (or `type`), or by
/// its identity path, as any control can be named. It shows its text. Not modelled:
/// scrolling, selection, and the keyboard.
///
/// ```swift
/// TextEditor(text: $notes)
/// ```
public struct TextEditor: View {
  let text: Binding<String>

  /// An editor of `text`.
  public init(text: Binding<String>) {
    self.text = text
  }

  public var body: Never { bodyError() }
}

extension TextEditor: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .textEditor, label: "", value: text.location.getUntracked(),
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    switch action {
    case .type(let newText), .set(let newText): text.location.set(newText)
    default: throw .unsupportedAction(action: action.name, element: element(in: node))
    }
  }
}
