/// One view per element of a collection, each identified by its element's id.
///
/// The id is the row's identity: a row keeps its state while its id stays,
/// and gets fresh state when the id is new. Duplicate ids are reported, as
/// SwiftUI does, because they make identity ambiguous.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public let data: Data
  let id: (Data.Element) -> ID
  let content: (Data.Element) -> Content
  /// Made by `ForEach(_:content:)` over a range: only the first range counts (ForEach+ConstantRange.swift).
  var readsInitialRangeOnly = false

  /// Rows identified by the key path `id` (`\.self`, `\.name`).
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = { $0[keyPath: id] }
    self.content = content
  }

  public var body: Never { bodyError() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Rows identified by the elements' `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.id = { $0.id }
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Rows for a constant range, identified by offset.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.id = { $0 }
    self.content = content
    self.readsInitialRangeOnly = true
  }
}

extension ForEach: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    let all = rowData(in: node)  // The initial range, for ForEach(_:content:) over a range.
    // In a lazy container, only the rows in its window (Containers/LazyWindow.swift).
    let data = all.prefix(node.graph.lazyRowCount(for: node, total: all.count))
    // A scroll invalidates this ForEach to build more: answered now.
    node.graph.dirty[node.id] = nil
    node.pendingReasons = []
    var seen: Set<AnyHashable> = []
    var children: [ChildView] = []
    children.reserveCapacity(data.count)
    // Rows are built in one scope that counts for the view whose body made
    // this ForEach (see `ViewGraph.buildContent`).
    let rows = node.graph.buildContent(of: node) { data.map { (element: $0, view: content($0)) } }
    for (element, row) in rows {
      let elementID = AnyHashable(id(element))
      var key = elementID
      if !seen.insert(elementID).inserted {
        node.graph.reportDuplicateID(elementID, in: node, typeDescription: String(describing: Self.self))
        // Keep rendering: later duplicates get a key of their own.
        var occurrence = 2
        while !seen.insert(AnyHashable(DuplicateKey(id: elementID, occurrence: occurrence))).inserted {
          occurrence += 1
        }
        key = AnyHashable(DuplicateKey(id: elementID, occurrence: occurrence))
      }
      children.append(ChildView(key: .element(key), view: row))
    }
    return children
  }
}

/// The key of the n-th element sharing an id with an earlier one.
struct DuplicateKey: Hashable, CustomStringConvertible {
  let id: AnyHashable
  let occurrence: Int
  var description: String { "\(ValueDescription.describe(id.base)) #\(occurrence)" }
}
