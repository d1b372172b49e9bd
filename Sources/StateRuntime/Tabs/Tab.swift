/// A tab of a `TabView`, in the form Xcode 26 and later write it: its title, its value (the
/// tag a `selection:` binding matches) and its content.
///
/// ```swift
/// TabView(selection: $section) {
///   Tab("Journal", systemImage: "book", value: Section.journal) { JournalScreen() }
///   Tab("Members", systemImage: "person.2", value: Section.members) { MembersScreen() }
///     .hidden(!isMember)
/// }
/// ```
///
/// What the runtime models, from Apple's `Tab` and `TabContent.hidden(_:)` pages: a `Tab`
/// is the tab its title names and its value tags, as `.tabItem` and `.tag` make one; a hidden
/// tab is left out of the tab bar and cannot be selected, and keeps its identity, so its
/// state, while hidden. Selecting a hidden tab's value is what the iOS 27 release notes say a
/// TabView no longer allows (its selection must be a visible tab): the runtime raises that
/// issue and keeps the tab on screen. In SwiftUI a `Tab` is `TabContent`, which only a
/// `TabView` takes; here it is a view, which a `TabView` treats as one tab. `tabItem(_:)` is
/// deprecated in iOS 27 for this form.
public struct Tab<Value: Hashable, Content: View>: View {
  let title: String
  let value: Value?
  let content: Content
  var isHidden = false

  /// A tab titled `title`, tagged `value`, showing `content`.
  public init(_ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
    self.title = title
    self.value = value
    self.content = content()
  }

  /// A tab titled `title`, tagged `value`, showing `content`.
  public init(_ title: String, value: Value, @ViewBuilder content: () -> Content) {
    self.title = title
    self.value = value
    self.content = content()
  }

  /// This tab, hidden from the tab bar when `hidden` (as `TabContent.hidden(_:)`): it cannot
  /// be selected, and it keeps its state while hidden.
  public func hidden(_ hidden: Bool = true) -> Self {
    var tab = self
    tab.isHidden = hidden
    return tab
  }

  public var body: Never { bodyError() }
}

extension Tab where Value == Never {
  /// A tab of a `TabView` without a selection binding, titled `title`.
  public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.value = nil
    self.content = content()
  }

  /// A tab of a `TabView` without a selection binding, titled `title`.
  public init(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = title
    self.value = nil
    self.content = content()
  }
}

/// A tab the tab bar may leave out.
@MainActor
protocol HideableTab {
  var isHiddenTab: Bool { get }
}

extension Tab: TabItemLabelled, HideableTab {
  var tabLabel: String { title }
  var isHiddenTab: Bool { isHidden }
}

extension Tab: TaggedView {
  /// The value, or for a tab without one a tag no selection matches.
  var tagValue: Any { value.map { $0 as Any } ?? Untagged() }
  var tagIncludesOptional: Bool { true }
}

/// The tag of a `Tab` made without a value: no selection's type is this.
private struct Untagged {}

extension Tab: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}
