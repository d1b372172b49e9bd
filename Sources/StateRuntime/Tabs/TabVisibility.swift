/// Which tab of a `TabView` is on screen, and the appearance work that
/// follows a switch.
///
/// What the runtime models: switching tabs keeps both tabs' identities and
/// state, but the tab left disappears and the tab chosen appears, so
/// `.onDisappear` runs for the one and `.onAppear` for the other, and a
/// `.task` is cancelled when its tab is left and starts again when it is
/// shown. Apple's `onAppear(perform:)` and `task(priority:_:)` pages tie
/// both to the view appearing and disappearing; Ole Begemann's "SwiftUI View
/// Lifecycle" app (github.com/ole/swiftui-view-lifecycle, 2022) and Karin
/// Prater's swiftyplace article observe the TabView case: a tab switched
/// away from disappears while its state stays. Not modelled: a covered
/// screen of a navigation stack inside a tab is shown and hidden with its
/// tab; a hidden tab's views that leave run `onDisappear` again.
final class TabVisibilityMemory {
  /// The tab on screen after the TabView's last update.
  weak var shown: ViewNode?
}

/// A modifier whose work follows its tab appearing and disappearing.
@MainActor
protocol TabVisibilityAware {
  func tabDidShow(_ node: ViewNode)
  func tabWillHide(_ node: ViewNode)
}

extension AppearanceView: TabVisibilityAware {
  func tabDidShow(_ node: ViewNode) { didMount(node) }
  func tabWillHide(_ node: ViewNode) { willUnmount(node) }
}

extension TaskView: TabVisibilityAware {
  func tabDidShow(_ node: ViewNode) { didMount(node) }
  func tabWillHide(_ node: ViewNode) { willUnmount(node) }
}

enum TabVisibility {
  /// Builds the selected tab if it is new, and runs the appearance work of
  /// a switch: the tab left disappears, the tab chosen appears.
  @MainActor
  static func update(_ tabView: any TabContainerView, in node: ViewNode) {
    guard let selected = tabView.selectedTab(in: node) else { return }
    let memory = node.graph.memory("tabVisibility", of: node) { TabVisibilityMemory() }
    // A tab built now runs its onAppear and tasks as it mounts.
    let builtNow = selected.view is TabSlot && TabSlot.build(selected)
    let previous = memory.shown
    memory.shown = selected
    guard let previous, previous !== selected else { return }
    if previous.isMounted {
      visitVisible(previous) { ($0.view as? any TabVisibilityAware)?.tabWillHide($0) }
    }
    if !builtNow {
      visitVisible(selected) { ($0.view as? any TabVisibilityAware)?.tabDidShow($0) }
    }
  }

  /// `node` and what is on screen under it: of a nested TabView, only its selected tab.
  @MainActor
  private static func visitVisible(_ node: ViewNode, _ body: (ViewNode) -> Void) {
    body(node)
    if let tabView = node.view as? any TabContainerView {
      if let selected = tabView.selectedTab(in: node) { visitVisible(selected, body) }
      return
    }
    for child in node.children {
      visitVisible(child, body)
    }
  }
}
