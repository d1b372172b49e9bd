/// The memory behind one `@State` property of one view identity.
///
/// Lives in the view graph, not in the view struct, so it survives the struct
/// being re-created, and is discarded when the identity goes away.
@MainActor
class AnyStateStorage {
  unowned let graph: ViewGraph
  /// The view that owns the state, and the property's label (`_title`).
  weak var owner: ViewNode?
  let label: String
  /// Views whose last body evaluation read this state, by node id.
  var readers: [Int: WeakNode] = [:]

  init(graph: ViewGraph, owner: ViewNode, label: String) {
    self.graph = graph
    self.owner = owner
    self.label = label
  }

  var currentValue: Any { preconditionFailure("StateRuntime: AnyStateStorage is abstract") }

  /// Called as the owner's body is about to run.
  func noteBodyRan() {}
}

@MainActor
final class StateStorage<Value>: AnyStateStorage {
  private(set) var value: Value

  init(graph: ViewGraph, owner: ViewNode, label: String, value: Value) {
    self.value = value
    super.init(graph: graph, owner: owner, label: label)
  }

  override var currentValue: Any { value }

  /// The value when the owner's body last ran: what the closures that body
  /// made captured (SwiftUI's State copies its value into the view before
  /// each body, and a closure keeps the copy it captured).
  private var valueAtLastBody: Value?

  override func noteBodyRan() {
    valueAtLastBody = value
  }

  /// Reads the value; inside a body evaluation the read becomes a dependency.
  ///
  /// Read while presented content is being built from the closure the
  /// presenting body made (a sheet's content), it is the value that body saw,
  /// and no dependency: SwiftUI's stale-capture behaviour (see
  /// ``ViewGraph/buildPresentedContent(of:_:)``).
  func read() -> Value {
    if graph.isBuildingPresentedContent, let valueAtLastBody { return valueAtLastBody }
    graph.stateWasRead(self)
    return value
  }

  /// Writes the value. An equal value is not a change and invalidates nothing.
  func write(_ newValue: Value) {
    if ValueComparison.isEqual(value, newValue) { return }
    let oldValue = value
    value = newValue
    graph.stateWasWritten(self, from: oldValue, to: newValue)
  }
}

/// A weak reference to a node, for tables that must not keep views alive.
struct WeakNode {
  weak var node: ViewNode?
}
