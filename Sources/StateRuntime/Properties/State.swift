import Foundation

/// Memory a view owns, kept by the runtime for the view's identity.
///
/// When the initial-value expression runs depends on the Xcode release the
/// host reproduces (``ViewHost/Options/xcode``):
/// - Xcode 27 (the `State()` macro, the default): lazily, once per identity.
///   A re-created struct for an identity that has state never evaluates it.
/// - Xcode 26 and earlier (the property wrapper): every time the view struct
///   is initialised; only the first value for an identity is kept, later ones
///   are evaluated and thrown away.
///
/// `State(initialValue:)` and `State(wrappedValue:)` called in a custom `init`
/// take a value their caller already evaluated, so there the expression runs
/// on every init in both releases.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>
  /// The release the struct was made under, if a host bound one.
  ///
  /// Also keeps State two words wide, as SwiftUI's is (a value and a
  /// location): a closure that captures a view holding only one `@State`
  /// then needs a context of its own, which is new every body, exactly as
  /// in SwiftUI. With a single reference Swift would use that reference as
  /// the context, and such closures would compare as unchanged.
  let era: XcodeRelease?

  /// Creates state from an initial-value expression (`@State var x = 0`).
  ///
  /// Only a declaration's own initial value (`@State var model = Model()`)
  /// is lazy under Xcode 27: the macro moves that expression into the
  /// storage's setup. An explicit `_model = State(wrappedValue: Model())` in
  /// a custom `init` calls SwiftUI's `init(wrappedValue:)`, which takes a
  /// value its caller has already evaluated, so it runs on every init in
  /// both releases. The two calls look the same to this initialiser;
  /// `#function` tells them apart: inside a custom initialiser it names that
  /// initialiser (`init(library:)`), for a declaration's initial value the
  /// enclosing type.
  public init(
    wrappedValue: @autoclosure @escaping () -> Value, _ calledFrom: StaticString = #function
  ) {
    let isExplicitCallInInitializer = calledFrom.description.hasPrefix("init(")
    // A declaration's value keeps its identity's storage against a write in `init` that
    // comes before SwiftUI installs it: the view shows the declared value. Observed for the
    // property wrapper, not documented (`@State var string = "Initial"` with `self.string =
    // string` in `init` renders "Initial": gist couchdeveloper/ebaff1befa9ad2b0210366c4889393b1);
    // documented for the macro by TN3211's note (the inline initial value takes precedence).
    location = StateLocation(
      makeInitialValue: wrappedValue, lazily: !isExplicitCallInInitializer && StateInitialization.isLazy,
      keepsDeclaredValue: !isExplicitCallInInitializer)
    era = StateInitialization.era
  }

  /// Creates state from an already-evaluated initial value.
  public init(initialValue value: Value) {
    location = StateLocation(makeInitialValue: { value }, lazily: false)
    era = StateInitialization.era
  }

  /// Creates state whose initial value is `nil`.
  public init<Wrapped>() where Value == Wrapped? {
    self.init(initialValue: nil)
  }

  /// The current value. Reading it in `body` makes the view depend on it.
  ///
  /// Not isolated to the main actor, as Apple declares it: "It is safe to
  /// mutate state properties from any thread." Off the main actor a read
  /// gets the value the view's identity holds, and a write changes it at
  /// once and sends the update to the main actor (SwiftUI raises no runtime
  /// warning for either; see `StateStorage.writeOffMainActor(_:)`).
  public var wrappedValue: Value {
    get {
      if MainThread.isCurrent {
        let location = MainActorHandoff(value: location)
        return MainThread.run { location.value.read() }
      }
      return location.readOffMainActor()
    }
    nonmutating set {
      if MainThread.isCurrent {
        let write = MainActorHandoff(value: (location, newValue))
        MainThread.run { write.value.0.write(write.value.1) }
      } else {
        location.writeOffMainActor(newValue)
      }
    }
  }

  /// A binding to the value, for a child that may change it.
  ///
  /// Making the binding is not a read: a parent that only passes `$value`
  /// does not re-evaluate when the value changes.
  public var projectedValue: Binding<Value> {
    if MainThread.isCurrent {
      let location = MainActorHandoff(value: location)
      return MainThread.run { Binding(location: StateBindingLocation(state: location.value)) }
    }
    return Binding(offMainActor: StateBindingLocation(offMainActorState: location))
  }
}

extension State: DynamicPropertySlot {
  @MainActor func link(_ context: LinkContext) {
    location.link(context)
  }

  /// A `State` made with another initial value is another value, although the
  /// identity keeps its stored one: the view's `@self` changed and its body
  /// runs, showing the value it kept. A lazily evaluated initial value (the
  /// Xcode 27 macro's) is not there to compare.
  func valueDiffers(from previous: Any) -> Bool {
    guard let previous = previous as? State<Value>, let old = previous.location.suppliedValue,
      let new = location.suppliedValue
    else { return false }
    return !ValueComparison.isEqual(old, new)
  }
}

/// The Xcode release of the struct initialisations happening right now: the
/// host binds it around each body, where child structs are made.
///
/// Outside a body (a root value made by a test) no release is bound, and the
/// expression is kept unevaluated; linking then evaluates it as the host's
/// release would have: once for a new identity, and under Xcode 26 once more
/// (thrown away) for an identity that already has state.
enum StateInitialization {
  @TaskLocal static var era: XcodeRelease?

  /// Under Xcode 26 inside a body the expression runs at init, as the
  /// property wrapper's does; everywhere else it waits for linking.
  static var isLazy: Bool { era?.evaluatesStateLazily ?? true }
}

/// The handle a `State` value carries: unlinked until the runtime connects it
/// to the storage of the view's identity.
///
/// Every copy of a view value shares this handle, so it keeps what it needs
/// to make state for any number of identities: the evaluated initial value
/// (the property wrapper's, or one written in an `init`) or the expression
/// (the macro's, evaluated for each new identity). A value placed twice, moved
/// to another branch or relaunched as it was gets fresh state for each new
/// identity, as in SwiftUI (see ``IdentityLinks``).
///
/// Created (nonisolated) with the struct; used only on the main actor after.
final class StateLocation<Value> {
  /// How a new identity gets its first value.
  private enum Initial {
    /// The expression of a lazy declaration (the macro's), run per identity.
    case expression(() -> Value)
    /// An evaluated value: the property wrapper's, one written in an `init`,
    /// or the expression's result read before linking.
    case value(Value)
  }

  private var initial: Initial
  /// Whether a write before any identity holds the value is thrown away (Xcode 27's
  /// macro for a declaration with an initial value, see `State+Macro.swift`) instead of
  /// becoming the initial value.
  private let keepsDeclaredValue: Bool
  /// The value such a write tried to set, reported as discarded when the state is created.
  private var discardedWrite: Value?
  /// Guards what code on another thread reads: ``initial`` and ``offMainStorage``.
  private let lock = NSLock()
  /// The storage of the identity linked last: what code off the main actor
  /// reads and writes, where no view is doing the work.
  private var offMainStorage: StateStorage<Value>?
  /// The initial value this struct was made with, when it was evaluated at
  /// init; kept after linking so the next value can be compared with it.
  private(set) var suppliedValue: Value?
  /// The storage of each identity this value was linked to.
  private let links = IdentityLinks<StateStorage<Value>>()

  init(makeInitialValue: @escaping () -> Value, lazily: Bool, keepsDeclaredValue: Bool = false) {
    self.keepsDeclaredValue = keepsDeclaredValue
    if lazily {
      initial = .expression(makeInitialValue)
    } else {
      let value = makeInitialValue()
      initial = .value(value)
      suppliedValue = value
    }
  }

  /// The storage of the identity doing the work now, if linked.
  @MainActor var storage: StateStorage<Value>? { links.current }

  /// The value a new identity starts with. The expression of a lazy
  /// declaration runs for each new identity; an evaluated value is kept.
  @MainActor private func evaluateInitialValue() -> Value {
    switch lock.withLock({ initial }) {
    case .expression(let make): make()
    case .value(let value): value
    }
  }

  /// The evaluated initial value, if there is one.
  private var initialValue: Value? {
    if case .value(let value) = lock.withLock({ initial }) { value } else { nil }
  }

  @MainActor func read() -> Value {
    if let storage { return storage.read() }
    return unlinkedValue()
  }

  @MainActor func readUntracked() -> Value {
    storage?.value ?? unlinkedValue()
  }

  /// A read before any identity holds the value (in an `init`): SwiftUI reads
  /// the initial value then; keep it so later reads and linking agree.
  @MainActor private func unlinkedValue() -> Value {
    let value = evaluateInitialValue()
    lock.withLock { initial = .value(value) }
    return value
  }

  /// A read from another thread: the value of the identity linked last, or
  /// the initial value before any identity holds it.
  func readOffMainActor() -> Value {
    lock.withLock {
      if let offMainStorage { return offMainStorage.value }
      switch initial {
      case .expression(let make):
        let value = make()
        initial = .value(value)
        return value
      case .value(let value): return value
      }
    }
  }

  /// A write from another thread (see ``StateStorage/writeOffMainActor(_:)``).
  func writeOffMainActor(_ newValue: Value) {
    let storage = lock.withLock { () -> StateStorage<Value>? in
      if let offMainStorage { return offMainStorage }
      if keepsDeclaredValue { discardedWrite = newValue } else { initial = .value(newValue) }
      return nil
    }
    storage?.writeOffMainActor(newValue)
  }

  /// The storage code on another thread reaches.
  var storageForOffMainActor: StateStorage<Value>? { lock.withLock { offMainStorage } }

  @MainActor func write(_ newValue: Value) {
    if let storage {
      storage.write(newValue)
    } else if keepsDeclaredValue {
      // TN3211: under the macro a declaration's initial value takes precedence over a value
      // assigned in `init`, which is thrown away (reported when the state is created).
      lock.withLock { discardedWrite = newValue }
    } else {
      // Not installed yet (written in an initialiser): it becomes the initial value.
      lock.withLock { initial = .value(newValue) }
    }
  }

  @MainActor func link(_ context: LinkContext) {
    let node = context.node
    if let linked = links.target(for: node), node.stateStorages[context.label] === linked {
      // The same value brought up to date again: nothing was initialised.
      links.link(linked, for: node)
      lock.withLock { offMainStorage = linked }
      return
    }
    if let existing = node.stateStorages[context.label] as? StateStorage<Value> {
      links.link(existing, for: node)
      lock.withLock { offMainStorage = existing }
      var discarded = initialValue
      if case .expression(let makeInitialValue) = initial, !context.graph.options.xcode.evaluatesStateLazily {
        // A root value made outside any body: the property wrapper would have
        // evaluated this at init.
        discarded = makeInitialValue()
      }
      if let discarded {
        context.graph.record(
          .initialValueDiscarded(
            InitialValueDiscarded(
              view: node.typeName, path: node.path, property: context.label,
              discarded: ValueDescription.describe(discarded),
              kept: ValueDescription.describe(existing.value))))
      }
    } else {
      let value = evaluateInitialValue()
      if let written = lock.withLock({ discardedWrite }) {
        context.graph.record(
          .initialValueDiscarded(
            InitialValueDiscarded(
              view: node.typeName, path: node.path, property: context.label,
              discarded: ValueDescription.describe(written), kept: ValueDescription.describe(value))))
      }
      let created = StateStorage(graph: context.graph, owner: node, label: context.label, value: value)
      node.stateStorages[context.label] = created
      links.link(created, for: node)
      lock.withLock { offMainStorage = created }
      context.graph.record(
        .stateCreated(
          StateCreated(
            view: node.typeName, path: node.path, property: context.label,
            value: ValueDescription.describe(value))))
    }
  }

  @MainActor var rootStorage: AnyStateStorage? { storage }
}
