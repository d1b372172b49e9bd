extension Binding {
  /// A binding whose writes animate, as if made inside `withAnimation(animation)`.
  ///
  /// ```swift
  /// Toggle("Show details", isOn: $showsDetails.animation())
  /// ```
  ///
  /// Animation changes when a change is drawn, not which views update, and
  /// `withAnimation` applies changes at once here (AnimationModifiers.swift),
  /// so the binding is this one: the same value and the same location. A
  /// child given `$flag.animation()` therefore sees the same input as one
  /// given `$flag`, and a write through either invalidates the same views.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
