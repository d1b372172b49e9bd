/// What submits a value: a text field's return key, or a search field's.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Return in a `TextField` (or `SecureField`).
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Return in a search field of `.searchable`.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// One `.onSubmit` above a field: its triggers and its latest action.
///
/// A class kept per identity, so the environment below stays the very same
/// list while the action is replaced by each evaluation's closure (the one
/// made at the last body run is the one a submit runs, as in SwiftUI).
@MainActor
final class SubmitHandler {
  var triggers: SubmitTriggers
  var action: @MainActor () -> Void

  init(triggers: SubmitTriggers, action: @escaping @MainActor () -> Void) {
    self.triggers = triggers
    self.action = action
  }
}

private struct SubmitHandlersKey: EnvironmentKey {
  static let defaultValue: [SubmitHandler] = []
}

extension EnvironmentValues {
  /// The `.onSubmit` actions above this view, nearest first.
  var submitHandlers: [SubmitHandler] {
    get { self[SubmitHandlersKey.self] }
    set { self[SubmitHandlersKey.self] = newValue }
  }
}

/// A view whose fields submit to an action: what `.onSubmit` returns.
public struct OnSubmitView<Content: View>: View {
  let content: Content
  let triggers: SubmitTriggers
  let action: @MainActor () -> Void
  public var body: Never { bodyError() }
}

extension OnSubmitView: PrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    if let cache = node.environmentSnapshots["submit"] as? SubmitEnvironment,
      cache.inherited.isIdentical(to: environment)
    {
      cache.handler.triggers = triggers
      cache.handler.action = action
      environment = cache.result
    } else {
      let handler = SubmitHandler(triggers: triggers, action: action)
      let inherited = environment
      environment.submitHandlers.insert(handler, at: 0)
      node.environmentSnapshots["submit"] = SubmitEnvironment(
        inherited: inherited, handler: handler, result: environment)
    }
    return [ChildView(key: .content, view: content)]
  }
}

private struct SubmitEnvironment {
  let inherited: EnvironmentValues
  let handler: SubmitHandler
  let result: EnvironmentValues
}

extension View {
  /// Runs `action` when the user submits a field in this view (presses Return).
  ///
  /// Set on a field or on a whole form: the handler reaches every field
  /// below it through the environment, as SwiftUI documents. The driver
  /// submits with ``ViewHost/submit(_:)``; every handler above the field
  /// whose triggers include the field's kind runs, nearest first. Reads in
  /// the action are not dependencies, as in any action.
  ///
  /// ```swift
  /// TextField("Username", text: $username)
  ///   .onSubmit { model.logIn() }
  /// ```
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
    -> OnSubmitView<Self>
  {
    OnSubmitView(content: self, triggers: triggers, action: action)
  }
}
