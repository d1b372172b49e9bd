/// What a `NavigationStack` hands down its subtree: where its path lives and
/// the destinations declared inside it, by value type.
@MainActor
final class NavigationContext {
  struct Registration {
    /// The `navigationDestination` modifier: its content owner's reads
    /// count for the destination closure.
    weak var node: ViewNode?
    let make: (AnyHashable) -> any View
  }

  weak var stack: ViewNode?
  var source: any NavigationPathSource = OwnPathSource()
  /// Whether a value on the path had no destination when the stack last
  /// made its children.
  var isMissingDestinations = false
  private var registrations: [ObjectIdentifier: Registration] = [:]
  private var inherited: EnvironmentValues?
  private var result: EnvironmentValues?

  init(stack: ViewNode) {
    self.stack = stack
  }

  /// Hands this context down, keeping the very same environment while the
  /// inherited one did not change.
  func install(in environment: inout EnvironmentValues) {
    if let inherited, inherited.isIdentical(to: environment), let result {
      environment = result
      return
    }
    inherited = environment
    environment[NavigationContextKey.self] = self
    result = environment
  }

  func register<D: Hashable>(_ type: D.Type, node: ViewNode, make: @escaping (D) -> any View) {
    let key = ObjectIdentifier(type)
    let isNew = registrations[key]?.node?.isMounted != true
    registrations[key] = Registration(node: node) { value in
      // Registered under D's own type, so the value is a D.
      (value.base as? D).map(make) ?? EmptyView()
    }
    if isNew, isMissingDestinations, let stack {
      stack.graph.invalidate(stack, because: .dependencies)
    }
  }

  /// The view declared for `value`'s type, built so that its reads count for
  /// the view that declared the destination.
  func destination(for value: AnyHashable) -> (any View)? {
    guard let registration = registrations[ObjectIdentifier(type(of: value.base))],
      let node = registration.node, node.isMounted
    else { return nil }
    return node.graph.buildContent(of: node) { registration.make(value) }
  }

  /// A screen pushed by a destination link (`NavigationLink(destination:)`):
  /// the link that pushed it, which holds the view to show.
  struct PushedLink {
    weak var link: ViewNode?
    /// The link's `isActive` binding, written `false` when the screen pops.
    let isActive: Binding<Bool>?
  }

  /// Screens pushed by destination links, above the path's values. As in
  /// SwiftUI, they are not on the path: a `path` binding does not list them.
  private(set) var pushedLinks: [PushedLink] = []

  var count: Int { source.elements.count + pushedLinks.count }

  func push(_ value: AnyHashable) {
    source.append(value)
  }

  /// Pushes the destination of the link at `node`, unless it is pushed.
  func push(link node: ViewNode, isActive: Binding<Bool>?) {
    guard !isPushed(link: node) else { return }
    pushedLinks.append(PushedLink(link: node, isActive: isActive))
    linksChanged()
  }

  func isPushed(link node: ViewNode) -> Bool {
    pushedLinks.contains { $0.link === node }
  }

  /// Pops the link's screen and every screen above it.
  func pop(link node: ViewNode) {
    guard let index = pushedLinks.firstIndex(where: { $0.link === node }) else { return }
    pop(keeping: source.elements.count + index)
  }

  /// Pops screens until `count` are left: link screens first, as they are on top.
  func pop(keeping count: Int) {
    let pathCount = source.elements.count
    let keptLinks = max(0, count - pathCount)
    if pushedLinks.count > keptLinks {
      let popped = pushedLinks[keptLinks...]
      pushedLinks.removeLast(pushedLinks.count - keptLinks)
      linksChanged()
      // A link with `isActive` learns it was popped, as SwiftUI writes the binding.
      for entry in popped.reversed() where entry.isActive?.wrappedValue == true {
        entry.isActive?.wrappedValue = false
      }
    }
    if count < pathCount { source.removeLast(keeping: count) }
  }

  /// Drops link screens whose link is gone (its view was removed).
  func dropUnmountedLinks() {
    pushedLinks.removeAll { $0.link?.isMounted != true }
  }

  private func linksChanged() {
    guard let stack else { return }
    stack.graph.invalidate(stack, because: .dependencies)
  }
}

struct NavigationContextKey: EnvironmentKey {
  static let defaultValue: NavigationContext? = nil
}
