/// A view with a search field: what `.searchable(text:)` returns.
///
/// The field is a text field the driver types into, labelled by its prompt
/// ("Search" when none is given, SwiftUI's own placeholder), shown before
/// the content. Typing writes the binding, so the views that read the query
/// re-run; the content keeps its identity. Where SwiftUI places the field
/// (navigation bar, sidebar) is not modelled.
///
/// The content's environment says whether a search is going on (`\.isSearching`) and
/// how to end it (`\.dismissSearch`). SwiftUI's search is active from the moment the
/// user taps into the field; the driver types a whole query at once, so here a search is
/// active while the query is not empty, and `dismissSearch()` ends it by clearing the query,
/// as SwiftUI's does.
public struct SearchableView<Content: View>: View {
  let content: Content
  let text: Binding<String>
  let prompt: String

  public var body: Never { bodyError() }
}

/// Where a search field goes; accepted and ignored.
public struct SearchFieldPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
}

extension View {
  /// Adds a search field bound to `text`.
  ///
  /// ```swift
  /// List(results) { Text($0.name) }
  ///   .searchable(text: $query)
  /// ```
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> SearchableView<Self> {
    SearchableView(content: self, text: text, prompt: prompt?.content ?? "Search")
  }

  /// Adds a search field bound to `text`, with a prompt.
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> SearchableView<Self> {
    SearchableView(content: self, text: text, prompt: String(prompt))
  }
}

extension SearchableView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    // Read as this primitive's own dependency, so the content hears a search start and end.
    let query = text
    let isSearching = node.graph.trackReads(of: node) { !query.wrappedValue.isEmpty }
    environment.isSearching = isSearching
    environment.dismissSearch = DismissSearchAction { query.wrappedValue = "" }
    return [
      ChildView(key: .position(0), view: TextField(prompt, text: text, submitsAs: .search)),
      ChildView(key: .content, view: content),
    ]
  }
}

/// Ends the current search: read it with `@Environment(\.dismissSearch)` and call it.
///
/// Modelled: it clears the query of the nearest `.searchable` above, which ends the search
/// (`\.isSearching` becomes `false`). Outside searchable content it does nothing.
public struct DismissSearchAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// Ends the search.
  @MainActor public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction {}
}

extension EnvironmentValues {
  /// Whether the user is searching in the nearest `.searchable` above: here, while its
  /// query is not empty (see ``SearchableView``).
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search of the nearest `.searchable` above (``DismissSearchAction``).
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}
