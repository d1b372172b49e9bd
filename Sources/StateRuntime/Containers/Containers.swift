// Containers lay out their content; layout is not modelled, so they differ
// only in name. Each is a distinct type, as in SwiftUI, so swapping one for
// another changes identity.

/// Arranges views vertically.
public struct VStack<Content: View>: View {
  let content: Content
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// Arranges views horizontally.
public struct HStack<Content: View>: View {
  let content: Content
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// Overlays views.
public struct ZStack<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// Groups views without adding anything of its own.
public struct Group<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// A scrollable region.
///
/// Its own content is all on screen for the driver; a lazy stack inside builds
/// its rows as they scroll into view (LazyWindow.swift, `scroll`).
public struct ScrollView<Content: View>: View {
  let content: Content
  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
  {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// A navigation container: its root, and a view per value on its path
/// (see `NavigationStack+Path.swift`).
public struct NavigationStack<Content: View>: View {
  let content: Content
  /// The path of `init(path:root:)`; `nil` when the stack keeps its own.
  var path: (any NavigationPathSource)?
  public init(@ViewBuilder root: () -> Content) {
    self.content = root()
  }
  public var body: Never { bodyError() }
}

/// A container for grouped controls, as a settings screen shows them.
///
/// Its content is built as any container's: every row exists, with
/// identity and state (a form is not lazy).
public struct Form<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

/// Rows of content.
///
/// Lazy, as SwiftUI's: the rows of a `ForEach` in it are built as they scroll
/// into view, a window at a time (LazyWindow.swift, `scroll`).
public struct List<Content: View>: View {
  let content: Content
  /// The binding of `init(selection:content:)` and its kin (ListSelection.swift).
  var selection: (any ListSelectionBinding)?
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: Never { bodyError() }
}

extension List {
  /// A list with a row per element of identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list with a row per element, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

/// Alignment parameters are accepted and ignored: layout is not modelled.
public enum HorizontalAlignment: Sendable {
  case leading, center, trailing
}

/// Alignment parameters are accepted and ignored: layout is not modelled.
public enum VerticalAlignment: Sendable {
  case top, center, bottom, firstTextBaseline
}

/// A container primitive: one content child, shown by name.
@MainActor
protocol ContainerView: NamedPrimitiveView {
  associatedtype Content: View
  var content: Content { get }
}

extension ContainerView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}

extension VStack: ContainerView {}
extension HStack: ContainerView {}
extension ZStack: ContainerView {}
extension ScrollView: ContainerView {}
extension Form: ContainerView {}

/// A `Group`, whatever its content (modifiers on a group apply to its members).
@MainActor
protocol GroupView {}

extension Group: GroupView {}

// A Group is transparent: it adds no name to paths or the rendered tree.
extension Group: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    [ChildView(key: .content, view: content)]
  }
}
