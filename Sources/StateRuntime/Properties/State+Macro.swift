/// The storage Xcode 27's `State()` macro declares, as the tool's version of the macro
/// (`StateMacros`, built into the runtime cache) spells it.
///
/// Apple's `State()` page declares the macro's peers as `prefixed(_)`, `prefixed(__)` and
/// `prefixed($)`: the storage is `__title`, and `_title` is a property over it. The package's
/// own build loads no macro plugin, so only code compiled by `check` and `play` calls these;
/// everything else uses the property wrapper (``State``).
extension State {
  /// The storage of `@State var title = value` under the macro: the value stays unevaluated
  /// until an identity needs it ("A `State()` property instantiates its default value the
  /// first time SwiftUI instantiates the view", Apple's `State()` page), and a value an `init`
  /// writes before that is thrown away: TN3211's note, "an inline initial value takes
  /// precedence over a value assigned in init". The log reports the thrown-away value.
  ///
  /// Under Xcode 26 rules (a checked file's checks run in both eras) the value is evaluated
  /// at every init inside a body, as the property wrapper's is.
  public init(_declaredValue value: @autoclosure @escaping () -> Value) {
    location = StateLocation(
      makeInitialValue: value, lazily: StateInitialization.isLazy, keepsDeclaredValue: true)
    era = StateInitialization.era
  }

  /// The storage of `@State var title: String` under the macro before an `init` gives it a
  /// value: the property's `init` accessor, or `_title = State(initialValue: …)`, replaces it.
  ///
  /// Under the macro, `_title` is a computed property, so assigning it is an access through
  /// `self`: Swift then reports the order TN3211 rules out ("Initialize all non-@State stored
  /// properties before assigning to any @State property"). It can do so only if the storage
  /// already holds a value, which is this one. A read before any value is a mistake Swift
  /// would have rejected at compile time ("return from initializer without initializing all
  /// stored properties"); the runtime says so instead of reading garbage.
  public init(_uninitialisedProperty name: StaticString) {
    location = StateLocation(
      makeInitialValue: {
        preconditionFailure(
          "StateRuntime: @State var \(name) was read before its init gave it a value. Swift with "
            + "Xcode 27's State() macro rejects such an init: \"return from initializer without "
            + "initializing all stored properties\".")
      }, lazily: true)
    era = StateInitialization.era
  }
}
