/// Memory a view owns, kept by the runtime for the view's identity.
///
/// The initial-value expression runs every time the view struct is
/// initialised, but only the first value for an identity is kept: later
/// ones are evaluated and thrown away (SwiftUI's property-wrapper `@State`,
/// iOS 17 to 26). Hosts can opt into lazy initialisation, as the newer
/// macro-based `@State` does, with ``ViewHost/Options/lazyStateInitialization``.
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

  /// Creates state from an initial-value expression (`@State var x = 0`).
  public init(wrappedValue: @autoclosure @escaping () -> Value) {
    location = StateLocation(makeInitialValue: wrappedValue, lazily: StateInitialization.isLazy)
  }

  /// Creates state from an already-evaluated initial value.
  public init(initialValue value: Value) {
    location = StateLocation(makeInitialValue: { value }, lazily: false)
  }

  /// Creates state whose initial value is `nil`.
  public init<Wrapped>() where Value == Wrapped? {
    self.init(initialValue: nil)
  }

  /// The current value. Reading it in `body` makes the view depend on it.
  @MainActor public var wrappedValue: Value {
    get { location.read() }
    nonmutating set { location.write(newValue) }
  }

  /// A binding to the value, for a child that may change it.
  ///
  /// Making the binding is not a read: a parent that only passes `$value`
  /// does not re-evaluate when the value changes.
  @MainActor public var projectedValue: Binding<Value> {
    Binding(location: StateBindingLocation(state: location))
  }
}

extension State: DynamicPropertySlot {
  @MainActor func link(_ context: LinkContext) {
    location.link(context)
  }
}

/// Whether `@State` initial values are evaluated lazily, for the struct
/// initialisations happening right now (set by the host around body evaluation).
enum StateInitialization {
  @TaskLocal static var isLazy = false
}

/// The handle a `State` value carries: unlinked until the runtime connects it
/// to the storage of the view's identity.
///
/// Created (nonisolated) with the struct; used only on the main actor after.
final class StateLocation<Value> {
  private var makeInitialValue: (() -> Value)?
  private var initialValue: Value?
  private(set) var storage: StateStorage<Value>?

  init(makeInitialValue: @escaping () -> Value, lazily: Bool) {
    if lazily {
      self.makeInitialValue = makeInitialValue
    } else {
      self.initialValue = makeInitialValue()
    }
  }

  @MainActor private func evaluateInitialValue() -> Value {
    if let initialValue { return initialValue }
    let value = makeInitialValue!()
    initialValue = value
    makeInitialValue = nil
    return value
  }

  @MainActor func read() -> Value {
    storage?.read() ?? evaluateInitialValue()
  }

  @MainActor func readUntracked() -> Value {
    storage?.value ?? evaluateInitialValue()
  }

  @MainActor func write(_ newValue: Value) {
    if let storage {
      storage.write(newValue)
    } else {
      // Not installed yet (written in an initialiser): it becomes the initial value.
      initialValue = newValue
      makeInitialValue = nil
    }
  }

  @MainActor func link(_ context: LinkContext) {
    if let existing = context.node.stateStorages[context.label] as? StateStorage<Value> {
      storage = existing
      if let initialValue {
        context.graph.record(
          .initialValueDiscarded(
            InitialValueDiscarded(
              view: context.node.typeName, path: context.node.path, property: context.label,
              discarded: ValueDescription.describe(initialValue),
              kept: ValueDescription.describe(existing.value))))
      }
    } else {
      let value = evaluateInitialValue()
      let created = StateStorage(
        graph: context.graph, owner: context.node, label: context.label, value: value)
      context.node.stateStorages[context.label] = created
      storage = created
      context.graph.record(
        .stateCreated(
          StateCreated(
            view: context.node.typeName, path: context.node.path, property: context.label,
            value: ValueDescription.describe(value))))
    }
    initialValue = nil
    makeInitialValue = nil
  }

  @MainActor var rootStorage: AnyStateStorage? { storage }
}
