extension ViewHost {
  /// The screens presented now, in screen order: every pushed view, sheet, alert and
  /// confirmation dialog, including those something else covers (``PresentedScreen/isCovered``).
  @_spi(Tooling)
  public func presentedScreens() -> [PresentedScreen] {
    graph.nodesWithCoverage().compactMap { node, coverage in
      let kind: PresentedScreen.Kind
      var title: String?
      switch node.view {
      case is Destination: kind = .pushed
      case let dialog as any DialogView:
        kind = dialog.isConfirmationDialog ? .confirmationDialog : .alert
        title = dialog.title
      case is any SheetView: kind = .sheet
      default: return nil
      }
      return PresentedScreen(
        kind: kind, view: ViewGraph.screenName(of: node), title: title, isCovered: coverage != nil,
        path: node.path)
    }
  }
}
