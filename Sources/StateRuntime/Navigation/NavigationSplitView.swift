/// A two- or three-column navigation container: a sidebar, an optional content column, and a
/// detail column.
///
/// Modelled as an iPad in landscape shows it: every column on screen at once, each the root
/// of a navigation stack of its own, so the views in all columns have identity and state,
/// and a sidebar `List(selection:)` that drives the detail view through state works as in
/// SwiftUI. Not modelled: the iPhone's collapsed form (one column at a time), column
/// visibility and widths; and a link in the sidebar pushes in the sidebar's own column, where
/// SwiftUI shows its destination in the detail column.
///
/// ```swift
/// NavigationSplitView {
///   List(folders, selection: $folder) { Text($0.name) }
/// } detail: {
///   FolderDetail(folder: folder)
/// }
/// ```
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  public var body: Never { bodyError() }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view.
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view whose column visibility is bound; the visibility is not modelled.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: nil, detail: detail())
  }
}

extension NavigationSplitView {
  /// A three-column split view.
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar(), content: content(), detail: detail())
  }
}

/// Which columns of a split view show; accepted and ignored.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = NavigationSplitViewVisibility(name: "automatic")
  public static let all = NavigationSplitViewVisibility(name: "all")
  public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
  public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

extension NavigationSplitView: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    var children = [ChildView(key: .position(0), view: NavigationStack { sidebar })]
    if let content { children.append(ChildView(key: .position(1), view: NavigationStack { content })) }
    children.append(ChildView(key: .position(2), view: NavigationStack { detail }))
    return children
  }
}

extension View {
  /// Sets a split view column's width; accepted and ignored.
  public func navigationSplitViewColumnWidth(_ width: Double) -> Self { self }
  /// Sets a split view column's widths; accepted and ignored.
  public func navigationSplitViewColumnWidth(min: Double? = nil, ideal: Double, max: Double? = nil) -> Self {
    self
  }
}
