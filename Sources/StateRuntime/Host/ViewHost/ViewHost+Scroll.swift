extension ViewHost {
  /// Scrolls the lazy containers on screen (`List`, `LazyVStack`) down, building the
  /// next `rows` rows of each (default: one screen, ``Options/visibleRows``).
  ///
  /// A row built now gets its identity and state, and its `.onAppear` and `.task` run,
  /// as SwiftUI's do when a row scrolls into view (Containers/LazyWindow.swift).
  ///
  /// ```swift
  /// let host = ViewHost(Inbox())      // 100 messages: rows 1–10 built
  /// try host.scroll()                 // rows 11–20 built, their tasks started
  /// ```
  public func scroll(rows: Int? = nil) throws(ViewHostError) {
    let action = ControlAction.scroll(rows: rows)
    let onScreen = graph.onScreenNodes()
    let containers = onScreen.filter { node in
      node.view is any LazyContainer && graph.lazyWindow(of: node).holdsRowsBack(in: graph)
    }
    guard !containers.isEmpty else {
      let lazy = onScreen.contains { $0.view is any LazyContainer }
      throw .nothingToAct(
        action: action.description,
        reason: lazy
          ? "every row of the lists and lazy stacks on screen is built already"
          : "no List or lazy stack is on screen")
    }
    try act(action) {
      for container in containers {
        let window = graph.lazyWindow(of: container)
        window.rows += max(rows ?? graph.options.visibleRows, 1)
        for (id, total) in window.totals.sorted(by: { $0.key < $1.key }) where total > 0 {
          guard let forEach = graph.nodesByID[id]?.node else { continue }
          graph.invalidate(forEach, because: .dependencies)
        }
      }
    }
  }
}
