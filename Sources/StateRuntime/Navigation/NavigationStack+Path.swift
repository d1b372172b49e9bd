extension NavigationStack {
  /// A stack whose path is a collection of one `Hashable` type that you own.
  ///
  /// Modelled on SwiftUI's `NavigationStack(path:root:)`: the stack shows its
  /// root, then a view per value on the path, each made by the
  /// `navigationDestination(for:)` declared for the value's type inside the
  /// stack. A pushed view's identity is its place on the path and its value:
  /// pushing mounts it (fresh state), popping discards it and its state.
  ///
  /// ```swift
  /// @State private var path: [Recipe] = []
  /// NavigationStack(path: $path) {
  ///   RecipeList()
  ///     .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe: recipe) }
  /// }
  /// ```
  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)
  where Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, Data.Element: Hashable
  {
    self.init(root: root)
    self.path = CollectionPathSource(binding: path)
  }

  /// A stack whose path is a ``NavigationPath`` that you own: values of any
  /// `Hashable` types, each shown by the destination declared for its type.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
    self.init(root: root)
    self.path = ErasedPathSource(binding: path)
  }
}

extension NavigationStack: NamedPrimitiveView, NavigationStackView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    makeStackChildren(root: content, path: path, in: node, environment: &environment)
  }
}

/// A stack's children: its root, a screen per value on its path, then a
/// screen per destination link pushed (`NavigationView` shares this).
@MainActor
func makeStackChildren(
  root: some View, path: (any NavigationPathSource)?, in node: ViewNode, environment: inout EnvironmentValues
) -> [ChildView] {
  let graph = node.graph
  let context = graph.memory("navigation", of: node) { NavigationContext(stack: node) }
  if let path {
    context.source = path
  } else if let own = context.source as? OwnPathSource {
    own.node = node
  } else {
    let own = OwnPathSource()
    own.node = node
    context.source = own
  }
  let elements = graph.trackReads(of: node) { context.source.elements }
  context.install(in: &environment)
  var children = [ChildView(key: .position(0), view: root)]
  var missing = false
  for (index, value) in elements.enumerated() {
    let screen: any View
    if let made = context.destination(for: value) {
      screen = made
    } else {
      // SwiftUI shows nothing for a value without a destination (and logs
      // that none is declared); one declared later in this pass asks again.
      screen = EmptyView()
      missing = true
    }
    children.append(
      ChildView(
        key: .element(AnyHashable(PathEntry(index: index, value: value))),
        view: Destination(content: screen, dismiss: { [weak context] in context?.pop(keeping: index) })))
  }
  context.isMissingDestinations = missing
  // A link's screen shows the destination its link holds now, so a parent
  // that re-renders the link with new inputs updates the pushed screen the
  // next time the stack updates.
  context.dropUnmountedLinks()
  for (offset, entry) in context.pushedLinks.enumerated() {
    guard let link = entry.link, let view = link.view as? any DestinationLinkView else { continue }
    let index = elements.count + offset
    children.append(
      ChildView(
        key: .element(
          AnyHashable(LinkEntry(index: index, link: ObjectIdentifier(link), label: view.title(in: link)))),
        view: Destination(
          content: view.destinationView, dismiss: { [weak context] in context?.pop(keeping: index) })))
  }
  return children
}

/// A destination link's screen's place in the identity path: its position
/// and the link that pushed it.
struct LinkEntry: Hashable, CustomStringConvertible {
  let index: Int
  let link: ObjectIdentifier
  let label: String

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.index == rhs.index && lhs.link == rhs.link }
  func hash(into hasher: inout Hasher) {
    hasher.combine(index)
    hasher.combine(link)
  }

  var description: String { "\(index): NavigationLink \"\(label)\"" }
}

/// One pushed value's place in the identity path: its position and value.
struct PathEntry: Hashable, CustomStringConvertible {
  let index: Int
  let value: AnyHashable

  var description: String { "\(index): \(ValueDescription.describe(value.base))" }
}

/// Lets the host find stacks without knowing their content type.
@MainActor
protocol NavigationStackView {}

/// A view pushed on a stack: the root of its identity, shown by name, and
/// the place `@Environment(\.dismiss)` finds the pop.
struct Destination: View {
  let content: any View
  let dismiss: @MainActor () -> Void

  var body: Never { bodyError() }
}

extension Destination: NamedPrimitiveView, DismissibleView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    DismissTarget.install(dismiss, in: node, environment: &environment)
    return [ChildView(key: .content, view: content)]
  }
}
