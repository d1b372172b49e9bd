// `ForEach(_:content:)` over a range reads only its initial range.
//
// Apple's documentation of `init(_:content:)` for `Range<Int>`: "The instance
// only reads the initial value of the provided data and doesn't need to
// identify views across updates. To compute views on demand over a dynamic
// range, use `ForEach/init(_:id:content:)`." A later range with another count
// makes SwiftUI log the warning below (text as SwiftUI prints it, e.g.
// "ForEach<Range<Int>, Int, Text> count (6) != its initial count (5). …") and
// keep showing the rows of the initial range.

/// What a `ForEach(_:content:)` identity remembers of its range.
struct ConstantRange {
  /// The range the identity was created with; its rows are the only ones.
  let initial: Range<Int>
  /// The last count warned about, so an unchanged wrong count warns once.
  var warnedCount: Int?
}

extension ForEach {
  /// The data rows are built from: `data`, except for `ForEach(_:content:)`
  /// over a range, where it is the range this identity first had.
  func rowData(in node: ViewNode) -> Data {
    guard readsInitialRangeOnly, let range = data as? Range<Int> else { return data }
    guard var remembered = node.constantRange else {
      node.constantRange = ConstantRange(initial: range)
      return data
    }
    if range.count != remembered.initial.count {
      if remembered.warnedCount != range.count {
        remembered.warnedCount = range.count
        node.graph.reportNonConstantRange(
          count: range.count, initialCount: remembered.initial.count, in: node,
          typeDescription: _typeName(Self.self, qualified: false))
      }
    } else {
      remembered.warnedCount = nil
    }
    node.constantRange = remembered
    // `readsInitialRangeOnly` is set only where Data is Range<Int>.
    return remembered.initial as? Data ?? data
  }
}
