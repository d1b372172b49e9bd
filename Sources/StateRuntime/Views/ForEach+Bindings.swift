// The binding form of `ForEach` and `List`: `ForEach($items) { $item in … }`.
//
// Spelled as SwiftUI spells it, with the same `Data` type
// (`LazyMapSequence<C.Indices, (C.Index, ID)>`: each element pairs a position
// with the element's id). The rows go through ForEach's ordinary storage
// (`data`, `id`, `content`), so they are identified by element id and built
// exactly like the other forms' rows.
//
// A row's binding reaches its element through the collection's binding, so
// a write lands in the source of truth.
//
// Reading the collection to make `data` is a read of the binding by the view
// whose body builds the ForEach, which therefore runs again when the
// collection changes. In SwiftUI the ForEach itself depends on the binding;
// here, as for every read made while content is built, the building view
// does. The rows and what they show are the same.

extension ForEach {
  /// Rows over a binding to a collection of identifiable elements; each row
  /// gets a binding to its element.
  ///
  /// Writing through a row's binding writes the collection's source of truth
  /// (the owner's `@State`, a model's property). A row is identified by its
  /// element's `id`, so it keeps its state when the collection is reordered.
  ///
  /// ```swift
  /// ForEach($todos) { $todo in
  ///   Toggle(todo.title, isOn: $todo.isDone)
  /// }
  /// ```
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  )
  where
    Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID,
    C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  /// Rows over a binding to a collection, identified by the key path `id`;
  /// each row gets a binding to its element.
  ///
  /// ```swift
  /// ForEach($lines, id: \.number) { $line in
  ///   TextField("Line \(line.number)", text: $line.text)
  /// }
  /// ```
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let collection = data.wrappedValue
    self.data = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
    self.id = { $0.1 }
    self.content = { element in
      content(
        Binding(
          location: ElementBindingLocation(base: data.location, index: element.0, id: element.1, key: id)))
    }
  }
}

/// One element of a bound collection, for a row of the binding form of `ForEach`.
///
/// Reached by the position the row was built with, checked against the
/// element's id: a binding kept by a closure after the collection changed
/// (an action, a task) finds its element by id, or, if it is gone, reads its
/// last value and ignores writes, where a plain index would trap.
@MainActor
final class ElementBindingLocation<C: MutableCollection & RandomAccessCollection, ID: Hashable>:
  BindingLocation<C.Element>
{
  let base: BindingLocation<C>
  let index: C.Index
  let id: ID
  let key: KeyPath<C.Element, ID>
  private var lastValue: C.Element?

  init(base: BindingLocation<C>, index: C.Index, id: ID, key: KeyPath<C.Element, ID>) {
    self.base = base
    self.index = index
    self.id = id
    self.key = key
  }

  private func position(in collection: C) -> C.Index? {
    if collection.indices.contains(index), collection[index][keyPath: key] == id { return index }
    return collection.firstIndex { $0[keyPath: key] == id }
  }

  private func element(of collection: C) -> C.Element {
    guard let position = position(in: collection) else {
      // Only a binding whose element was removed gets here, after it was read once.
      return lastValue ?? collection[index]
    }
    let value = collection[position]
    lastValue = value
    return value
  }

  override func get() -> C.Element { element(of: base.get()) }
  override func getUntracked() -> C.Element { element(of: base.getUntracked()) }
  override func set(_ value: C.Element) {
    var collection = base.getUntracked()
    guard let position = position(in: collection) else { return }
    collection[position] = value
    base.set(collection)
  }
  override var rootStorage: AnyStateStorage? { base.rootStorage }
}

extension List {
  /// A list with a row per element of a binding to identifiable data; each
  /// row gets a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with a row per element of a binding to data, identified by `id`;
  /// each row gets a binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable
  {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}
