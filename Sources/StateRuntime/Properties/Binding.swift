/// A two-way connection to a value some other view or model owns.
///
/// A child that should change its parent's state takes `@Binding`; the
/// parent passes `$value`. A child that only reads should take a plain `let`.
///
/// ```swift
/// struct NoteEditor: View {
///   @Binding var title: String
///   var body: some View { TextField("Title", text: $title) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  let location: BindingLocation<Value>
  /// The value when the binding was made; two bindings transmit different
  /// inputs when these differ (how SwiftUI compares a child's binding).
  let snapshot: Value

  @MainActor
  init(location: BindingLocation<Value>) {
    self.location = location
    self.snapshot = location.getUntracked()
  }

  /// A binding made on a thread other than the main actor's.
  init(offMainActor location: BindingLocation<Value>) {
    self.location = location
    self.snapshot = location.getOffMainActor()
  }

  /// A binding made on whatever thread the caller is on.
  static func made(at location: BindingLocation<Value>) -> Binding<Value> {
    if MainThread.isCurrent { return MainThread.run { Binding(location: location) } }
    return Binding(offMainActor: location)
  }

  /// Creates a binding from a getter and a setter.
  ///
  /// Not isolated to the main actor, as Apple declares it; the closures run
  /// on the thread that reads or writes the binding, as SwiftUI's do.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self = .made(at: ClosureBindingLocation(get: get, set: set))
  }

  /// Creates a binding from another binding (`@Binding var x` in a custom `init`).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding to a value that never changes; writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    .made(at: ConstantBindingLocation(value: value))
  }

  /// The current value of the source of truth.
  ///
  /// Not isolated to the main actor, as Apple declares it (see
  /// `BindingLocation` for what each kind of binding does off it).
  public var wrappedValue: Value {
    get {
      if MainThread.isCurrent {
        let location = MainActorHandoff(value: location)
        return MainThread.run { location.value.get() }
      }
      return location.getOffMainActor()
    }
    nonmutating set {
      if MainThread.isCurrent {
        let write = MainActorHandoff(value: (location, newValue))
        MainThread.run { write.value.0.set(write.value.1) }
      } else {
        location.setOffMainActor(newValue)
      }
    }
  }

  /// The binding itself, so `$title` can be passed on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value (`$draft.title`).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    .made(at: KeyPathBindingLocation(base: location, keyPath: keyPath))
  }
}

/// "A binding conforms to Sendable only if its wrapped value type also
/// conforms to Sendable" (Apple's `Binding.init(get:set:)`), so a `$value`
/// can be handed to a detached task.
extension Binding: Sendable where Value: Sendable {}

extension Binding: DynamicPropertySlot {
  func link(_ context: LinkContext) {}

  func inputChanged(from previous: Any) -> Bool? {
    guard let previous = previous as? Binding<Value> else { return true }
    return !ValueComparison.isEqual(snapshot, previous.snapshot)
  }
}

/// A binding whose source is `@State` storage (type-erased for lookups).
@MainActor
protocol StateRootedBinding {
  var rootStorage: AnyStateStorage? { get }
  /// The value the source holds now.
  var transmittedValue: Any { get }
  /// Whether the source now holds another value than `seen` (what the
  /// reader's last body saw), or than the binding's snapshot without one.
  func transmitsAnotherValue(than seen: Any?) -> Bool
}

extension Binding: StateRootedBinding {
  var rootStorage: AnyStateStorage? { location.rootStorage }
  var transmittedValue: Any { location.getUntracked() }
  func transmitsAnotherValue(than seen: Any?) -> Bool {
    !ValueComparison.isEqual(seen ?? snapshot, location.getUntracked())
  }
}
