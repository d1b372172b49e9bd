// The binding form of `ForEach` and `List`: `ForEach($items) { $item in … }`.
//
// Spelled as SwiftUI spells it, with the same `Data` type
// (`LazyMapSequence<C.Indices, (C.Index, ID)>`: each element pairs a position
// with the element's id). The rows go through ForEach's ordinary storage
// (`data`, `id`, `content`), so they are identified by element id and built
// exactly like the other forms' rows.
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
    // A row's binding reaches its element through the collection's binding by
    // position (a key path subscript, hence `C.Index: Hashable` as in
    // SwiftUI), so a write lands in the source of truth.
    self.content = { element in content(data[dynamicMember: \C.[element.0]]) }
  }
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
