/// A control for choosing a colour, bound to a ``Color``.
///
/// Modelled: the binding. The driver sets it by a colour's name, `set Tint red`
/// (``ViewHost/set(_:to:)``): one of SwiftUI's standard colours (`red`, `blue`, `mint`…),
/// and the picker shows the chosen colour's name. Not modelled: the system colour panel and
/// `supportsOpacity` (no opacity can be chosen by name).
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ```
public struct ColorPicker<Label: View>: View {
  let title: String
  let selection: Binding<Color>
  let label: Label?

  public var body: Never { bodyError() }
}

extension ColorPicker where Label == Text {
  /// A colour picker titled `title`.
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(title: String(title), selection: selection, label: nil)
  }
}

extension ColorPicker {
  /// A colour picker labelled by a view; its title is the label's text.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    let label = label()
    self.init(title: StaticText.of(label), selection: selection, label: label)
  }
}

extension ColorPicker: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .colorPicker, label: title, value: selection.location.getUntracked().name,
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .set(let name) = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    guard let color = Color.standard[name] else {
      throw .valueNotAccepted(
        value: name, element: element(in: node),
        expected: "a colour by name: " + Color.standardNames.joined(separator: ", "))
    }
    selection.location.set(color)
  }
}
