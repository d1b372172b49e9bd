/// A titled part of a list or form.
///
/// A text header is the section's title (shown beside its name in the
/// rendered tree, `Section ("Account")`); a header of any other view, and a
/// footer, are children shown under it. The content's identity does not
/// depend on the header: adding a header keeps the rows' state.
public struct Section<Content: View>: View {
  let title: String?
  let content: Content
  /// A header that is not plain text, and the footer, built as children.
  let header: (any View)?
  let footer: (any View)?

  public var body: Never { bodyError() }
}

extension Section {
  /// A section without a header.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, content: content(), header: nil, footer: nil)
  }

  /// A section titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), content: content(), header: nil, footer: nil)
  }

  /// A section with a header view (deprecated in SwiftUI since iOS 15, in most published code).
  public init<Parent: View>(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content(), header: header, footer: nil)
  }

  /// A section with a footer view (deprecated in SwiftUI since iOS 15).
  public init<Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(title: nil, content: content(), header: nil, footer: footer)
  }

  /// A section with a header and a footer view (deprecated in SwiftUI since iOS 15).
  public init<Parent: View, Footer: View>(header: Parent, footer: Footer, @ViewBuilder content: () -> Content)
  {
    self.init(content: content(), header: header, footer: footer)
  }

  /// A section with a header built by a closure: `Section { … } header: { Text("Account") }`.
  public init<Parent: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content(), header: header(), footer: nil)
  }

  /// A section with a footer built by a closure.
  public init<Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(title: nil, content: content(), header: nil, footer: footer())
  }

  /// A section with a header and a footer built by closures.
  public init<Parent: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(content: content(), header: header(), footer: footer())
  }

  private init(content: Content, header: some View, footer: (any View)?) {
    let title = StaticText.of(header)
    let isText = header is Text || header is Label
    self.init(title: isText ? title : nil, content: content, header: isText ? nil : header, footer: footer)
  }
}

extension Section: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    var children: [ChildView] = []
    if let header { children.append(ChildView(key: .position(0), view: header)) }
    children.append(ChildView(key: .content, view: content))
    if let footer { children.append(ChildView(key: .position(1), view: footer)) }
    return children
  }
}
