/// A control for choosing one of a set of tagged options.
///
/// The options are the picker's content: each view with a `.tag(_:)`, or
/// each `ForEach` row, which SwiftUI tags with its element's id. A tag
/// selects only when its type matches `SelectionValue` (see `TagMatching`
/// in Tag.swift for the rule). The options are built as children, with
/// identity and state like any content, and shown in the rendered tree
/// under the picker, as a segmented or inline picker shows them.
///
/// The driver chooses an option by its label:
///
/// ```swift
/// try host.select("Vanilla", in: "Flavor")
/// host.element("Flavor")?.value   // "Vanilla"
/// ```
///
/// Choosing writes the binding, so it invalidates exactly the views that
/// read the selection; the picker's value shows the label of the option
/// whose tag equals the selection, or "none" when none does.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let title: String
  let selection: Binding<SelectionValue>
  let content: Content

  public var body: Never { bodyError() }
}

extension Picker where Label == Text {
  /// A picker titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
}

extension Picker {
  /// A picker labelled by a view; its title is the label's text.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(title: StaticText.of(label()), selection: selection, content: content())
  }

  /// A picker labelled by a view (deprecated in SwiftUI since iOS 16, still in published code).
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.init(title: StaticText.of(label), selection: selection, content: content())
  }
}

extension Picker: SelectionControl {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  private func matching(_ options: [SelectionOption]) -> [(label: String, value: SelectionValue)] {
    options.compactMap { option in
      TagMatching.value(option.tag, as: SelectionValue.self, includeOptional: option.includeOptional)
        .map { (option.label, $0) }
    }
  }

  func options(in node: ViewNode) -> [String] {
    matching(node.selectionOptions()).map(\.label)
  }

  func element(in node: ViewNode) -> Element {
    let current = selection.location.getUntracked()
    let chosen = matching(node.selectionOptions()).first { $0.value == current }
    return Element(
      kind: .picker, label: title, value: chosen?.label, isDisabled: !node.environment.isEnabled,
      path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    let label: String
    switch action {
    case .select(let option), .set(let option): label = option
    default: throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    let options = matching(node.selectionOptions())
    guard let option = options.first(where: { $0.label == label }) else {
      throw .optionNotFound(option: label, element: element(in: node), available: options.map(\.label))
    }
    selection.location.set(option.value)
  }
}

/// The text of a label view, when it is one (`Text`, `Label`); else empty.
enum StaticText {
  @MainActor
  static func of(_ view: some View) -> String {
    if let text = view as? Text { return text.content }
    if let label = view as? Label { return label.title }
    return ""
  }
}
