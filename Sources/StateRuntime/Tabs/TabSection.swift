/// A titled group of tabs (iOS 18), shown in a sidebar-adaptable `TabView`.
///
/// Modelled: its tabs are tabs of the `TabView`, as if written there directly (identity
/// included: the section is transparent). Not modelled: the section's header and the
/// sidebar it appears in.
///
/// ```swift
/// TabSection("Library") {
///   Tab("Books", systemImage: "book") { Books() }
/// }
/// ```
public struct TabSection<Content: View>: View {
  let title: String
  let content: Content

  /// A section titled `title` holding `content`'s tabs.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }

  public var body: Never { bodyError() }
}

extension TabSection: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

extension TabSection: GroupMemberContent {
  func wrappingMembers(_ wrap: (any View) -> any View) -> any View {
    GroupMembers(members: [(.content, GroupMembers.wrapping(content, wrap))])
  }
}
