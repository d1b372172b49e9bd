/// Which field has focus, as view-local state: a `Bool` for one field, or
/// an optional `Hashable` naming the focused one of several.
///
/// Modelled on SwiftUI's `FocusState`: bind fields to it with
/// ``View/focused(_:)`` or ``View/focused(_:equals:)``. The value follows
/// focus: it becomes `true` (or the field's value) when that field gains
/// focus, by a user or ``ViewHost/focus(_:)``, and `false` (or `nil`) when
/// focus moves elsewhere or the field goes away. Setting it moves focus.
/// Like `@State`, it lives as long as the view's identity.
///
/// ```swift
/// enum Field { case title, notes }
/// @FocusState private var focus: Field?
/// TextField("Title", text: $title).focused($focus, equals: .title)
/// Button("Next") { focus = .notes }
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let state: State<Value>

  /// Focus state for a single field: `true` while it has focus.
  public init() where Value == Bool {
    state = State(initialValue: false)
  }

  /// Focus state for several fields: the focused field's value, `nil` when none has focus.
  public init<T: Hashable>() where Value == T? {
    state = State(initialValue: nil)
  }

  /// What has focus; setting it moves focus.
  @MainActor public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The binding `.focused` takes.
  @MainActor public var projectedValue: Binding {
    Binding(location: state.location)
  }

  /// A focus state as ``View/focused(_:equals:)`` takes it.
  @propertyWrapper
  public struct Binding {
    let location: StateLocation<Value>

    /// What has focus; setting it moves focus.
    @MainActor public var wrappedValue: Value {
      get { location.read() }
      nonmutating set { location.write(newValue) }
    }

    public var projectedValue: Binding { self }
  }
}

extension FocusState: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    state.link(context)
  }
}
