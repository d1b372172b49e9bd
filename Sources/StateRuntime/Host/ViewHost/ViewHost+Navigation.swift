extension ViewHost {
  /// Dismisses the sheet presented last, as swiping it down would.
  ///
  /// The sheet's binding is written (`isPresented = false`, or `item = nil`),
  /// the sheet's state is discarded, and `onDismiss` runs.
  public func dismiss() throws(ViewHostError) {
    let sheets = graph.allNodes().filter { $0.view is any SheetView }
    guard let sheet = sheets.last, let dismissible = sheet.view as? any DismissibleView else {
      throw .nothingToAct(action: "dismiss()", reason: "no sheet is presented")
    }
    try act(.dismiss) { dismissible.dismiss() }
  }

  /// Pops the top view of the innermost stack with something pushed, as its
  /// back button would: the path loses its last value, and that view's state
  /// is discarded.
  public func goBack() throws(ViewHostError) {
    let contexts = graph.allNodes().compactMap { node -> NavigationContext? in
      guard node.view is any NavigationStackView else { return nil }
      return node.stateObjects["$navigation"] as? NavigationContext
    }
    guard let context = contexts.last(where: { $0.count > 0 }) else {
      throw .nothingToAct(action: "goBack()", reason: "no view is pushed on a NavigationStack")
    }
    try act(.goBack) { context.pop(keeping: context.count - 1) }
  }

  /// Performs a host action as a user action: logged, tasks it starts
  /// tracked, flushed, and errors of the update after it thrown.
  func act(_ logged: ControlAction, _ action: @MainActor () -> Void) throws(ViewHostError) {
    let issuesBefore = graph.issues.count
    graph.record(.actionPerformed(action: logged))
    graph.performAction(logged.description, for: nil, action)
    graph.flush()
    let errors = graph.issues[issuesBefore...].filter { $0.severity == .error }
    if !errors.isEmpty { throw .runtimeErrors(Array(errors)) }
  }
}

/// Lets the host find presented sheets without knowing their content type.
@MainActor
protocol SheetView {}

extension Sheet: SheetView {}
