// What laziness means in this runtime: a window of rows.
//
// SwiftUI's lazy containers create rows on demand: Apple's `LazyVStack` page says it
// arranges its children "creating items only as needed" and "doesn't create items until
// it needs to render them onscreen" (`LazyHStack`'s page says the same); a `List`'s
// rows are treated the same way here. A row that is not yet built has no identity,
// no state, and its `.onAppear` and `.task` have not run; they run when the row is built
// as it scrolls into view. There is no viewport here, so the runtime models one: a
// `ForEach` directly in a lazy container (through views and modifiers, not through a
// non-lazy stack, which is one row however tall) builds its first
// ``ViewHost/Options/visibleRows`` rows, and ``ViewHost/scroll(rows:)`` (the `scroll`
// verb) builds more. The log says how many were built and how many wait.
//
// Not modelled: rows far off screen being let go again (SwiftUI may discard a lazy
// stack's views, though not their state, when they scroll away), layout and row heights
// (a window is a count of rows), and scrolling back up (built rows stay built).

/// A container whose rows SwiftUI builds as they scroll into view.
@MainActor
protocol LazyContainer {}

extension LazyVStack: LazyContainer {}
extension LazyHStack: LazyContainer {}
extension LazyVGrid: LazyContainer {}
extension LazyHGrid: LazyContainer {}
extension List: LazyContainer {}

/// How many rows each `ForEach` of a lazy container builds, kept for the container's identity.
final class LazyWindow {
  /// Rows built before any scroll, by default: about what an iPhone's screen shows of a
  /// plain list (``ViewHost/Options/visibleRows`` sets another).
  static let defaultRows = 10

  /// Rows built per `ForEach`; grows by scrolling, never shrinks.
  var rows: Int
  /// The rows each `ForEach` under the container has, by node id, as its last update saw them.
  var totals: [Int: Int] = [:]
  /// The rows each `ForEach` built at its last update, by node id.
  var built: [Int: Int] = [:]

  init(rows: Int) {
    self.rows = rows
  }

  /// Whether some `ForEach` still on screen has rows not built yet.
  @MainActor func holdsRowsBack(in graph: ViewGraph) -> Bool {
    totals.contains { id, total in total > rows && graph.nodesByID[id]?.node?.isMounted == true }
  }
}
