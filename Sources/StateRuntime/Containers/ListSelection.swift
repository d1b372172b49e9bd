/// `List(selection:)`: a list whose rows the user selects, by their tags.
///
/// Rows are tagged as in a `Picker` (Tag.swift): `.tag(_:)`, or a `ForEach`
/// row's id. The driver selects a row by its text,
/// `host.select("Inbox")` (or `select("Inbox", in: "List")`): a single
/// selection is replaced, a `Set` selection gains the row or, if it was
/// selected, loses it. The list shows its selection as a picker named
/// "List" with the selected rows' labels as its value.
///
/// On iOS a list takes taps as selection of several rows only in edit mode
/// (Apple's `List` documentation); the driver selects whatever the mode, as
/// `EditButton` is not modelled yet.
extension List {
  /// A list with a single selection.
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { SingleListSelection(binding: $0) }
  }

  /// A list with a multiple selection.
  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = selection.map { MultipleListSelection(binding: $0) }
  }

  /// A list with a row per element of identifiable data and a single selection.
  public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection.map { SingleListSelection(binding: $0) }
  }

  /// A list with a row per element of identifiable data and a multiple selection.
  public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
    self.selection = selection.map { MultipleListSelection(binding: $0) }
  }

  /// A list with a row per element, identified by `id`, and a single selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { SingleListSelection(binding: $0) }
  }

  /// A list with a row per element, identified by `id`, and a multiple selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
    self.selection = selection.map { MultipleListSelection(binding: $0) }
  }
}

extension List: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    guard let selection else { return [ChildView(key: .content, view: content)] }
    return [ChildView(key: .content, view: ListSelectionView(selection: selection, content: content))]
  }
}

/// A list's selection binding, whatever its value type.
@MainActor
protocol ListSelectionBinding {
  /// The labels of the selected options among `options`.
  func selectedLabels(among options: [SelectionOption]) -> [String]
  /// The labels of the options whose tag can be selected.
  func selectable(_ options: [SelectionOption]) -> [String]
  /// Selects `option`; `false` if its tag does not fit the selection.
  func select(_ option: SelectionOption) -> Bool
}

struct SingleListSelection<Value: Hashable>: ListSelectionBinding {
  let binding: Binding<Value?>

  private func value(of option: SelectionOption) -> Value? {
    TagMatching.value(option.tag, as: Value?.self, includeOptional: option.includeOptional) ?? nil
  }

  func selectedLabels(among options: [SelectionOption]) -> [String] {
    guard let current = binding.location.getUntracked() else { return [] }
    return options.filter { value(of: $0) == current }.map(\.label)
  }

  func selectable(_ options: [SelectionOption]) -> [String] {
    options.filter { value(of: $0) != nil }.map(\.label)
  }

  func select(_ option: SelectionOption) -> Bool {
    guard let value = value(of: option) else { return false }
    binding.location.set(value)
    return true
  }
}

struct MultipleListSelection<Value: Hashable>: ListSelectionBinding {
  let binding: Binding<Set<Value>>

  private func value(of option: SelectionOption) -> Value? {
    TagMatching.value(option.tag, as: Value.self, includeOptional: option.includeOptional)
  }

  func selectedLabels(among options: [SelectionOption]) -> [String] {
    let current = binding.location.getUntracked()
    return options.filter { value(of: $0).map(current.contains) ?? false }.map(\.label)
  }

  func selectable(_ options: [SelectionOption]) -> [String] {
    options.filter { value(of: $0) != nil }.map(\.label)
  }

  func select(_ option: SelectionOption) -> Bool {
    guard let value = value(of: option) else { return false }
    var current = binding.location.getUntracked()
    if current.remove(value) == nil { current.insert(value) }
    binding.location.set(current)
    return true
  }
}

/// The selection of a `List(selection:)`, shown and driven as a picker named "List".
struct ListSelectionView<Content: View>: View {
  let selection: any ListSelectionBinding
  let content: Content
  var body: Never { bodyError() }
}

extension ListSelectionView: SelectionControl {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }

  func options(in node: ViewNode) -> [String] {
    selection.selectable(node.selectionOptions())
  }

  func element(in node: ViewNode) -> Element {
    let selected = selection.selectedLabels(among: node.selectionOptions())
    return Element(
      kind: .picker, label: "List", value: selected.isEmpty ? nil : selected.joined(separator: ", "),
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .select(let label) = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    let options = node.selectionOptions()
    guard let option = options.first(where: { $0.label == label }), selection.select(option) else {
      throw .optionNotFound(
        option: label, element: element(in: node), available: selection.selectable(options))
    }
  }
}
