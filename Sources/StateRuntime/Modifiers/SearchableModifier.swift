/// A view with a search field: what `.searchable(text:)` returns.
///
/// The field is a text field the driver types into, labelled by its prompt
/// ("Search" when none is given, SwiftUI's own placeholder), shown before
/// the content. Typing writes the binding, so the views that read the query
/// re-run; the content keeps its identity. Where SwiftUI places the field
/// (navigation bar, sidebar) is not modelled.
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
    [
      ChildView(key: .position(0), view: TextField(prompt, text: text, submitsAs: .search)),
      ChildView(key: .content, view: content),
    ]
  }
}
