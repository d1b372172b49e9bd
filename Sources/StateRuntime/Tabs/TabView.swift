/// A view that shows one of several tabs, chosen from a tab bar.
///
/// What the runtime models:
/// - each top-level view of the content is a tab (each row of a `ForEach`
///   too), labelled by its `.tabItem` and identified by its `.tag` when it
///   has one (its position otherwise), as Apple's `TabView` and
///   `tabItem(_:)` pages describe;
/// - only the selected tab is on screen: the others are covered, as a
///   pushed screen covers the one below, so the driver finds only the
///   selected tab's controls and ``ViewHost/render()`` marks the rest;
/// - every tab keeps its identity while another is selected, so its state
///   is kept: switching back shows it as it was. Apple's pages do not say
///   this in words; it is the rule WWDC21 "Demystify SwiftUI" gives (state
///   lives as long as its view's identity) and what iOS does;
/// - a tab is built when it is first selected, not before (`TabSlot`),
///   and a switch makes the tab left disappear and the tab chosen appear:
///   `.onAppear`, `.onDisappear` and `.task` follow (`TabVisibility`);
/// - a new identity for a tab's content (`.id` with a new value) or for
///   the TabView itself (a branch of an `if`, `.id` on the TabView)
///   discards the state of what it covers, as for any view;
/// - with `selection:`, the selected tab is the one whose tag matches the
///   binding; choosing a tab writes its tag. A selection that no tab has
///   leaves the tab on screen where it was (the first at mount) and is
///   reported: the iOS 27 release notes say a TabView now keeps its
///   selection on a visible tab and that setting it to a hidden or
///   unavailable tab may crash, so the runtime raises the error a real app
///   may crash with instead (`RuntimeIssue.unavailableTabSelected(_:shown:path:)`).
///   Without it, the TabView keeps the selection itself, starting at the
///   first tab.
///
/// The driver chooses a tab by its label with ``ViewHost/selectTab(_:)``
/// (or `select("Settings", in: "TabView")`, as the tab bar is a picker).
///
/// ```swift
/// TabView(selection: $tab) {
///   HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
///   SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Creates a tab view whose selected tab is the one tagged `selection`.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { bodyError() }
}

extension TabView where SelectionValue == Int {
  /// Creates a tab view that keeps its selection itself, starting at the first tab.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// The unavailable selection value last reported, so that each is reported once.
final class UnavailableTabSelection {
  var reported: AnyHashable?
}

/// Which tab an unbound TabView shows, kept for its identity.
final class TabSelectionMemory {
  var index = 0
}

/// One tab: its node, its label, and its tag when it has one.
struct TabEntry {
  let node: ViewNode
  let label: String
  let tag: Any?
  let includeOptional: Bool
  /// Left out of the tab bar and of selection, its state kept (`Tab(…).hidden()`).
  var isHidden = false
}

/// A TabView, whatever its types: for finding which of its tabs is on screen.
@MainActor
protocol TabContainerView {
  func selectedTab(in node: ViewNode) -> ViewNode?
  func tabEntries(in node: ViewNode) -> [TabEntry]
}

extension TabView: SelectionControl, TabContainerView, LifecycleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    // The modifier reads the binding so that choosing a tab updates it,
    // not the view that passed `$selection` (as `Picker` does).
    if let selection {
      _ = node.graph.trackReads(of: node) { selection.wrappedValue }
      // What the TabView saw: the next write is compared with it, not with
      // the value the binding was made with (the owner may never re-run,
      // and a switch back to the first tab would look like no change).
      node.transmittedValues["selection"] = selection.transmittedValue
    } else {
      // An unbound TabView is invalidated by a choice of tab (`perform`): answered now.
      node.graph.dirty[node.id] = nil
      node.pendingReasons = []
    }
    // Each tab in a slot of its own, built on its first selection.
    return [ChildView(key: .content, view: GroupMembers.wrapping(content) { TabSlot(member: $0) })]
  }

  func didMount(_ node: ViewNode) {
    TabVisibility.update(self, in: node)
    reportUnavailableSelection(in: node)
  }

  func didUpdate(_ node: ViewNode, from oldView: any View) {
    TabVisibility.update(self, in: node)
    reportUnavailableSelection(in: node)
  }

  /// Raises the issue once per unavailable value the binding takes.
  private func reportUnavailableSelection(in node: ViewNode) {
    guard let selection else { return }
    let memory = node.graph.memory("unavailableTabSelection", of: node) { UnavailableTabSelection() }
    let tabs = tabs(in: node)
    let current = selection.location.getUntracked()
    guard !tabs.isEmpty, matchingIndex(of: current, in: tabs) == nil else {
      memory.reported = nil
      return
    }
    let value = AnyHashable(current)
    guard memory.reported != value else { return }
    memory.reported = value
    let shown = tabs[min(selectedIndex(of: tabs, in: node), tabs.count - 1)].label
    node.graph.raise(
      .unavailableTabSelected(ValueDescription.describe(current), shown: shown, path: node.path))
  }

  private func matchingIndex(of value: SelectionValue, in tabs: [TabEntry]) -> Int? {
    // A hidden tab is not a visible one: selecting it is what iOS 27 no longer allows.
    tabs.firstIndex { tab in
      !tab.isHidden
        && tab.tag.flatMap {
          TagMatching.value($0, as: SelectionValue.self, includeOptional: tab.includeOptional)
        } == value
    }
  }

  func tabEntries(in node: ViewNode) -> [TabEntry] { tabs(in: node) }

  func tabs(in node: ViewNode) -> [TabEntry] {
    func collect(_ node: ViewNode) -> [ViewNode] {
      node.children.flatMap { child -> [ViewNode] in
        if let slot = child.view as? TabSlot {
          if slot.isLazy { return [child] }
          let nested = collect(child)
          return nested.isEmpty ? [child] : nested
        }
        if child.view is any TaggedView || child.view is any TabItemLabelled || child.isComposite
          || child.view is any TabContainerView
        {
          return [child]
        }
        let nested = collect(child)
        return nested.isEmpty ? [child] : nested
      }
    }
    return collect(node).enumerated().map { index, tab in
      if let traits = (tab.view as? TabSlot)?.traits {
        return TabEntry(
          node: tab, label: traits.label, tag: traits.tag, includeOptional: traits.includeOptional,
          isHidden: traits.isHidden)
      }
      let tagged = (tab.view as? any TaggedView) ?? (tab.children.first?.view as? any TaggedView)
      let labelled = (tab.view as? any TabItemLabelled) ?? (tab.children.first?.view as? any TabItemLabelled)
      let hideable = (tab.view as? any HideableTab) ?? (tab.children.first?.view as? any HideableTab)
      return TabEntry(
        node: tab, label: labelled?.tabLabel ?? "Tab \(index + 1)", tag: tagged?.tagValue,
        includeOptional: tagged?.tagIncludesOptional ?? true, isHidden: hideable?.isHiddenTab ?? false)
    }
  }

  private func selectedIndex(of tabs: [TabEntry], in node: ViewNode) -> Int {
    guard let selection else {
      return node.graph.memory("tabSelection", of: node) { TabSelectionMemory() }.index
    }
    if let index = matchingIndex(of: selection.location.getUntracked(), in: tabs) { return index }
    // No tab has the value: the selection stays on the tab on screen (iOS 27).
    let shown = node.graph.memory("tabVisibility", of: node) { TabVisibilityMemory() }.shown
    return tabs.firstIndex { $0.node === shown } ?? 0
  }

  func selectedTab(in node: ViewNode) -> ViewNode? {
    let tabs = tabs(in: node)
    guard !tabs.isEmpty else { return nil }
    return tabs[min(selectedIndex(of: tabs, in: node), tabs.count - 1)].node
  }

  func options(in node: ViewNode) -> [String] { tabs(in: node).filter { !$0.isHidden }.map(\.label) }

  func element(in node: ViewNode) -> Element {
    let tabs = tabs(in: node)
    let chosen = tabs.isEmpty ? nil : tabs[min(selectedIndex(of: tabs, in: node), tabs.count - 1)].label
    return Element(
      kind: .picker, label: "TabView", value: chosen, isDisabled: !node.environment.isEnabled, path: node.path
    )
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .select(let label) = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    let tabs = tabs(in: node)
    guard let index = tabs.firstIndex(where: { $0.label == label && !$0.isHidden }) else {
      throw .optionNotFound(
        option: label, element: element(in: node), available: tabs.filter { !$0.isHidden }.map(\.label))
    }
    if let selection {
      let tab = tabs[index]
      guard
        let value = tab.tag.flatMap({
          TagMatching.value($0, as: SelectionValue.self, includeOptional: tab.includeOptional)
        })
      else {
        // SwiftUI selects nothing for a tab without a matching tag; say why.
        throw .optionNotFound(
          option: label, element: element(in: node),
          available: tabs.filter { tab in
            tab.tag.flatMap {
              TagMatching.value($0, as: SelectionValue.self, includeOptional: tab.includeOptional)
            }
              != nil
          }.map(\.label))
      }
      selection.location.set(value)
    } else {
      // Choosing a tab changes no view's inputs, so no body runs; the
      // TabView updates to build the tab if it is new and to run the
      // switch's appearance work.
      node.graph.memory("tabSelection", of: node) { TabSelectionMemory() }.index = index
      node.graph.invalidate(node, because: .dependencies)
    }
  }
}
