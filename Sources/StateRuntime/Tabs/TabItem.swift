/// A view with a tab item: its label in the enclosing `TabView`'s tab bar.
/// What `.tabItem { }` returns.
///
/// The label is not on the tab's screen (it is in the tab bar): the runtime
/// keeps only its text, the tab's name for ``ViewHost/selectTab(_:)``.
public struct TabItemView<Content: View>: View {
  let content: Content
  let label: String

  public var body: Never { bodyError() }
}

/// A view labelled for a tab bar, whatever its content type.
@MainActor
protocol TabItemLabelled {
  var tabLabel: String { get }
}

extension TabItemView: TabItemLabelled {
  var tabLabel: String { label }
}

extension TabItemView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

extension View {
  /// Labels this view's tab in a `TabView`: a `Label`, a `Text`, or an
  /// `Image` and a `Text`; the text names the tab.
  ///
  /// ```swift
  /// HomeView().tabItem { Label("Home", systemImage: "house") }
  /// ```
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> TabItemView<Self> {
    TabItemView(content: self, label: TabLabelText.of(label()))
  }
}

/// The text of a tab item's label: a `Text` or `Label`, or the texts of a
/// group of views (`Image(systemName:)` and `Text`).
enum TabLabelText {
  @MainActor
  static func of(_ view: some View) -> String {
    let direct = StaticText.of(view)
    if !direct.isEmpty { return direct }
    // A group of views (`Image` and `Text`) is a `TupleView`: name it by its texts.
    guard let elements = Mirror(reflecting: view).descendant("elements") as? [any View] else { return "" }
    return elements.map { of($0) }.filter { !$0.isEmpty }.joined(separator: " ")
  }
}
