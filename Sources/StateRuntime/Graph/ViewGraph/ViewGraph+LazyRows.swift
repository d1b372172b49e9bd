// How a ForEach's rows are built in a lazy container: see LazyWindow.swift for what
// laziness means in this runtime.

extension ViewGraph {
  /// The lazy container whose rows the `ForEach` at `node` makes, or `nil` when its rows
  /// are all built (no lazy container, or a non-lazy stack in between).
  func lazyContainer(of node: ViewNode) -> ViewNode? {
    var candidate = node.parent
    while let current = candidate {
      if current.view is any LazyContainer { return current }
      if current.view is any ContainerView { return nil }
      candidate = current.parent
    }
    return nil
  }

  /// The window of the lazy container at `container`.
  func lazyWindow(of container: ViewNode) -> LazyWindow {
    memory("lazyWindow", of: container) { LazyWindow(rows: options.visibleRows) }
  }

  /// How many of `total` rows the `ForEach` at `node` builds now, recording what changed.
  func lazyRowCount(for node: ViewNode, total: Int) -> Int {
    guard let container = lazyContainer(of: node) else { return total }
    let window = lazyWindow(of: container)
    let (totalBefore, builtBefore) = (window.totals[node.id], window.built[node.id])
    let built = min(total, window.rows)
    window.totals[node.id] = total
    window.built[node.id] = built
    // Said when rows wait and when a scroll built more; a list that fits says nothing,
    // and an update that changes neither count says nothing again.
    let grew = builtBefore.map { built > $0 } ?? false
    if total > built || grew, builtBefore != built || totalBefore != total {
      record(
        .lazyRowsBuilt(
          LazyRowsBuilt(
            container: container.typeName, path: container.path, built: built, total: total,
            newlyBuilt: max(built - (builtBefore ?? 0), 0))))
    }
    return built
  }

  /// The rows the `ForEach` at `node` has not built yet, when it is in a lazy container and has some.
  func rowsNotBuilt(under node: ViewNode) -> Int? {
    guard node.typeName == "ForEach", let container = lazyContainer(of: node) else { return nil }
    let window = lazyWindow(of: container)
    guard let total = window.totals[node.id], let built = window.built[node.id], total > built else {
      return nil
    }
    return total - built
  }
}
