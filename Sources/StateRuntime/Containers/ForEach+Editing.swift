import Foundation

// `onDelete` and `onMove`, as Apple declares them on `DynamicViewContent` (a ForEach).
//
// Modelled: swipe-to-delete. In SwiftUI a row of a ForEach with `.onDelete` shows a
// Delete button when swiped; here every row carries that button, under a `SwipeActions`
// node in the rendered tree, so the driver can `tap "Delete" #2`. Tapping it calls the
// action with the row's offset, as SwiftUI does. Not modelled: dragging rows (the driver
// has no drag), so `.onMove` accepts its action and never calls it.

extension ForEach {
  /// Adds swipe-to-delete to every row: the row's Delete button calls `action` with its offset.
  ///
  /// ```swift
  /// ForEach(store.items) { TodoRow(item: $0) }
  ///   .onDelete { offsets in store.items.remove(atOffsets: offsets) }
  /// ```
  public func onDelete(
    perform action: (@MainActor (IndexSet) -> Void)?
  ) -> ForEach<Data, ID, SwipeActionsView<Content, Button<Text>?>> {
    let rows = data
    let id = self.id
    let content = self.content
    var result = ForEach<Data, ID, SwipeActionsView<Content, Button<Text>?>>(
      data: data, id: id,
      content: { element in
        let button = action.map { action in
          Button("Delete", role: .destructive) {
            // The row's offset in the data as it is when the button is tapped.
            let key = id(element)
            if let index = rows.firstIndex(where: { id($0) == key }) {
              action(IndexSet(integer: rows.distance(from: rows.startIndex, to: index)))
            }
          }
        }
        return SwipeActionsView(content: content(element), actions: button)
      })
    result.readsInitialRangeOnly = readsInitialRangeOnly
    return result
  }

  /// Accepts a move action; the driver cannot drag rows, so it is never called.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self { self }
}

extension ForEach {
  init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = id
    self.content = content
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination` (SwiftUI's helper for `onMove`).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
  }
}

/// Toggles a list's editing mode, titled Edit or Done.
///
/// Modelled: the button and its title, so the driver can tap it. Not modelled: what
/// editing mode shows (delete and move handles); rows' swipe buttons are always there.
public struct EditButton: View {
  @State private var isEditing = false

  public init() {}

  public var body: some View {
    Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
  }
}
