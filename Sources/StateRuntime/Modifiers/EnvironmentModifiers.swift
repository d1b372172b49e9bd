/// A view whose subtree sees a changed environment.
public struct EnvironmentWriter<Content: View>: View {
  let content: Content
  let value: Any
  let apply: (inout EnvironmentValues) -> Void
  public var body: Never { bodyError() }
}

extension EnvironmentWriter: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    // Hand down the very same environment when neither the inherited one nor
    // the written value changed, so descendants can tell nothing happened.
    if let cache = node.environmentSnapshots["written"] as? WrittenEnvironment,
      cache.inherited.isIdentical(to: environment), ValueComparison.isEqual(cache.value, value)
    {
      environment = cache.result
    } else {
      let inherited = environment
      apply(&environment)
      node.environmentSnapshots["written"] = WrittenEnvironment(
        inherited: inherited, value: value, result: environment)
    }
    return [ChildView(key: .content, view: content)]
  }
}

struct WrittenEnvironment {
  let inherited: EnvironmentValues
  let value: Any
  let result: EnvironmentValues
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> EnvironmentWriter<Self> {
    EnvironmentWriter(content: self, value: value) { $0[keyPath: keyPath] = value }
  }

  /// Changes an environment value for this view and its descendants by
  /// transforming the value it inherits.
  ///
  /// `transform` receives the inherited value and may change it in place; the
  /// subtree sees the result (SwiftUI's `_EnvironmentKeyTransformModifier`).
  ///
  /// ```swift
  /// Children().transformEnvironment(\.nestingLevel) { $0 += 1 }
  /// ```
  public func transformEnvironment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
  ) -> EnvironmentWriter<Self> {
    EnvironmentWriter(content: self, value: transform) { transform(&$0[keyPath: keyPath]) }
  }

  /// Puts an `@Observable` object in the environment, for `@Environment(Type.self)`.
  ///
  /// The parameter is optional, as in SwiftUI: `nil` clears an object of this
  /// type that an ancestor provided, so below this view
  /// `@Environment(Object.self)` finds nothing (an `Object?` reader gets `nil`).
  ///
  /// ```swift
  /// Settings().environment(isSignedIn ? session : nil)
  /// ```
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> EnvironmentWriter<Self> {
    EnvironmentWriter(content: self, value: object as Any) { environment in
      environment.setObservable(object, as: Object.self)
    }
  }

  /// Puts an `ObservableObject` in the environment, for `@EnvironmentObject`.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> EnvironmentWriter<Self> {
    EnvironmentWriter(content: self, value: object) { $0.setLegacyObject(object, as: Object.self) }
  }

  /// Disables the controls in this view (and keeps them disabled if an ancestor did).
  public func disabled(_ disabled: Bool) -> EnvironmentWriter<Self> {
    EnvironmentWriter(content: self, value: disabled) { environment in
      if disabled { environment.isEnabled = false }
    }
  }
}
