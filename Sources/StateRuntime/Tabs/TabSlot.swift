/// One tab of a `TabView` as the TabView sees it: built when it is first
/// selected, kept from then on.
///
/// What the runtime models (Xcode 26 and later, iOS 18 and later): a tab
/// whose content is not yet shown is not built, so none of its views has a
/// body run, `@State` or `onAppear` until the user first selects it; from
/// then on it stays built while other tabs are selected. Apple's pages do
/// not document when a tab is built. This is observed behaviour, reported by
/// Karin Prater ("SwiftUI View Lifecycle: When onAppear Actually fires",
/// swiftyplace.com): a second tab's `onAppear` ran at launch on iOS 17 and
/// only on its first selection on iOS 18. The runtime models the later
/// behaviour for both Xcode eras it knows (26 and 27, whose targets are
/// iOS 26 and 27).
///
/// A tab is built lazily when its label can be read from its value (the
/// `.tabItem` is on the tab's outermost views, as Apple's examples place
/// it). A member whose tabs are only known once built (a `ForEach` of
/// tabs, a view whose own body adds the `.tabItem`) is built eagerly.
struct TabSlot: View {
  let member: any View

  var body: Never { bodyError() }
}

/// Whether a slot's content has been built.
final class TabSlotState {
  var isBuilt = false
}

/// What a tab's value says about it before it is built: its label and tag.
struct TabTraits {
  let label: String
  let tag: Any?
  let includeOptional: Bool
  /// Whether the tab is hidden from the tab bar (`Tab(…).hidden()`).
  var isHidden = false

  /// The label and tag found on `view`'s outermost modifiers, down to the
  /// first view with a body; `nil` when there is no `.tabItem` there.
  @MainActor
  static func of(_ view: any View) -> TabTraits? {
    var label: String?
    var tagged: (any TaggedView)?
    var isHidden = false
    var current: any View = view
    // The modifiers a tab's value wears are a short chain of `content` fields.
    for _ in 0..<16 {
      if label == nil, let labelled = current as? any TabItemLabelled { label = labelled.tabLabel }
      if tagged == nil, let tag = current as? any TaggedView { tagged = tag }
      if let tab = current as? any HideableTab, tab.isHiddenTab { isHidden = true }
      if ViewTypeInfo.of(current).isComposite { break }
      guard let inner = Mirror(reflecting: current).descendant("content") as? any View else { break }
      current = inner
    }
    guard let label else { return nil }
    return TabTraits(
      label: label, tag: tagged?.tagValue, includeOptional: tagged?.tagIncludesOptional ?? true,
      isHidden: isHidden)
  }
}

extension TabSlot: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    guard isLazy else { return [ChildView(key: .content, view: member)] }
    let state = node.graph.memory("tabSlot", of: node) { TabSlotState() }
    return state.isBuilt ? [ChildView(key: .content, view: member)] : []
  }

  /// The label and tag read from the value; `nil` for a slot built eagerly.
  var traits: TabTraits? { TabTraits.of(member) }

  /// Whether this slot waits for its first selection to be built.
  var isLazy: Bool { traits != nil }

  /// Builds the slot's content now, if it has not been: its first selection.
  /// Returns whether it was built by this call.
  static func build(_ node: ViewNode) -> Bool {
    let state = node.graph.memory("tabSlot", of: node) { TabSlotState() }
    guard !state.isBuilt else { return false }
    state.isBuilt = true
    node.graph.update(node, with: node.view, environment: node.environment, isNewValue: false)
    return true
  }
}
