/// `@State` as Xcode 26 and earlier declare it, for the files `play` compiles in that era
/// whose `init` assigns a `@State` property that has no initial value (`self.title = title`).
///
/// SwiftUI's property wrapper takes a plain value (`init(wrappedValue: Value)`), so Swift's
/// definite initialisation turns that assignment into `_title = State(wrappedValue: title)`.
/// The runtime's ``State`` takes an `@autoclosure`, how a declaration's initial value stays
/// unevaluated under Xcode 27, and with that Swift reports "'self' used before all stored
/// properties are initialized" instead (see `StateInitSpellingTests`). `play` therefore
/// compiles such a file with `typealias State<Value> = StateRuntime._PropertyWrapperState<Value>`
/// after its last line: a declaration of the file's own module outranks the imported one.
///
/// Everything else is the runtime's ``State``, which this wraps: the same storage, log and
/// Xcode 26 rule (the value is evaluated on every init; the identity keeps the first).
@propertyWrapper
public struct _PropertyWrapperState<Value>: DynamicProperty {
  var state: State<Value>

  public init(wrappedValue value: Value) {
    state = State(initialValue: value)
  }

  public init(initialValue value: Value) {
    state = State(initialValue: value)
  }

  public init<Wrapped>() where Value == Wrapped? {
    state = State(initialValue: nil)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: Binding<Value> { state.projectedValue }
}

extension _PropertyWrapperState: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    state.link(context)
  }

  func valueDiffers(from previous: Any) -> Bool {
    guard let previous = previous as? _PropertyWrapperState<Value> else { return false }
    return state.valueDiffers(from: previous.state)
  }
}
