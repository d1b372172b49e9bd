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

  var count: Int { source.elements.count }

  func push(_ value: AnyHashable) {
    source.append(value)
  }

  func pop(keeping count: Int) {
    source.removeLast(keeping: count)
  }
}

struct NavigationContextKey: EnvironmentKey {
  static let defaultValue: NavigationContext? = nil
}
