extension ViewGraph {
  /// Every mounted node in screen order, each with what covers it (`nil`
  /// when it is on screen).
  func nodesWithCoverage() -> [(node: ViewNode, coverage: Coverage?)] {
    var result: [(ViewNode, Coverage?)] = []
    // What covers nodes below: a TabView's tabs are not its direct children.
    func visit(_ node: ViewNode, _ coverage: Coverage?, _ pending: [ObjectIdentifier: Coverage]) {
      result.append((node, coverage))
      var table = pending
      if coverage == nil, let covering = Self.coverage(under: node) {
        table.merge(covering) { outer, _ in outer }
      }
      for child in node.children {
        visit(child, coverage ?? table[ObjectIdentifier(child)], table)
      }
    }
    if let root { visit(root, nil, [:]) }
    return result
  }

  /// The nodes a user can see and operate, in screen order.
  func onScreenNodes() -> [ViewNode] {
    nodesWithCoverage().compactMap { $0.coverage == nil ? $0.node : nil }
  }

  /// What covers each child of `node` that something covers: on a stack
  /// with views pushed, every screen but the top one; under a presented
  /// sheet, the presenter.
  private static func coverage(under node: ViewNode) -> [ObjectIdentifier: Coverage]? {
    let cover: Coverage.Cover
    if let tabView = node.view as? any TabContainerView {
      return tabCoverage(under: node, tabView)
    }
    if node.view is any NavigationStackView {
      cover = .pushed
    } else if node.view is any PresentingView, node.children.last?.view is any DialogView {
      cover = .dialog
    } else if node.view is any PresentingView, node.children.last?.view is any SheetView {
      cover = .sheet
    } else {
      return nil
    }
    guard node.children.count > 1, let top = node.children.last else { return nil }
    let coveredBy = screenName(of: top)
    var table: [ObjectIdentifier: Coverage] = [:]
    for child in node.children.dropLast() {
      table[ObjectIdentifier(child)] = Coverage(
        screen: screenName(of: child), coveredBy: coveredBy, cover: cover)
    }
    return table
  }

  /// Every tab of a TabView but the selected one, covered by it.
  private static func tabCoverage(under node: ViewNode, _ tabView: any TabContainerView)
    -> [ObjectIdentifier: Coverage]?
  {
    let tabs = tabView.tabEntries(in: node)
    guard let selected = tabView.selectedTab(in: node),
      let shown = tabs.first(where: { $0.node === selected })
    else { return nil }
    var table: [ObjectIdentifier: Coverage] = [:]
    for tab in tabs where tab.node !== selected {
      table[ObjectIdentifier(tab.node)] = Coverage(
        screen: tab.label, coveredBy: shown.label, cover: .otherTab)
    }
    return table
  }

  /// A screen's name: its first view with a body (`ParkList`), else the
  /// view whose body made it (the presenter of a sheet on a button), else
  /// its first named primitive.
  static func screenName(of node: ViewNode) -> String {
    if let dialog = node.view as? any DialogView { return dialog.name(in: node) }
    func firstComposite(_ node: ViewNode) -> ViewNode? {
      if node.isComposite { return node }
      for child in node.children {
        if let found = firstComposite(child) { return found }
      }
      return nil
    }
    func firstNamed(_ node: ViewNode) -> ViewNode? {
      if node.isShownInPath, !(node.view is Destination), !(node.view is any SheetView) { return node }
      for child in node.children {
        if let found = firstNamed(child) { return found }
      }
      return nil
    }
    return (firstComposite(node) ?? node.contentOwner ?? firstNamed(node) ?? node).typeName
  }
}
