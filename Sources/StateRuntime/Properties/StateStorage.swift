/// The memory behind one `@State` property of one view identity.
///
/// Lives in the view graph, not in the view struct, so it survives the struct
/// being re-created, and is discarded when the identity goes away.
@MainActor
class AnyStateStorage {
  /// The graph of the host that made it. Weak: a binding or a `State` value a program kept
  /// (in a global, a task) may outlive the host. SwiftUI's state then belongs to a view
  /// that is gone: a read gets the last value and a write changes storage that no view
  /// shows, with nothing to update. So does this storage, instead of trapping.
  weak var graph: ViewGraph?
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
  /// The value, behind a lock: SwiftUI lets any thread write state.
  private let guarded: LockedValue<Value>
  /// The host's activity, for a write from another thread to announce
  /// the update it sends to the main actor (so `settle()` waits for it).
  private nonisolated let activity: ActivityMonitor

  nonisolated var value: Value { guarded.get() }

  init(graph: ViewGraph, owner: ViewNode, label: String, value: Value) {
    self.guarded = LockedValue(value)
    self.activity = graph.activity
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
    guard let graph else { return value }
    if graph.isBuildingPresentedContent, let valueAtLastBody { return valueAtLastBody }
    graph.stateWasRead(self)
    return value
  }

  /// Writes the value. An equal value is not a change and invalidates nothing.
  func write(_ newValue: Value) {
    guard let oldValue = guarded.replace(with: newValue) else { return }
    graph?.stateWasWritten(self, from: oldValue, to: newValue)
  }

  /// Writes the value from a thread other than the main actor's.
  ///
  /// The value changes at once, so the writing thread reads what it wrote
  /// (Apple: "It is safe to mutate state properties from any thread"); the
  /// update it causes runs on the main actor, as SwiftUI's view updates do.
  /// SwiftUI raises no runtime warning for this, so neither does the runtime.
  nonisolated func writeOffMainActor(_ newValue: Value) {
    guard let oldValue = guarded.replace(with: newValue) else { return }
    let change = MainActorHandoff(value: (oldValue, newValue))
    MainThread.perform(activity) { [weak self] in
      guard let self else { return }
      self.graph?.stateWasWritten(self, from: change.value.0, to: change.value.1)
    }
  }
}

/// A weak reference to a node, for tables that must not keep views alive.
struct WeakNode {
  weak var node: ViewNode?
}
