/// A control that increments or decrements a value.
public struct Stepper: View {
  let title: String
  let valueText: @MainActor () -> String?
  let onIncrement: @MainActor () -> Void
  let onDecrement: @MainActor () -> Void

  /// A stepper over a value clamped to `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1
  ) {
    self.title = String(title)
    valueText = { ValueDescription.describe(value.location.getUntracked()) }
    onIncrement = {
      let next = value.location.getUntracked().advanced(by: step)
      value.location.set(min(next, bounds.upperBound))
    }
    onDecrement = {
      let next = value.location.getUntracked().advanced(by: -step)
      value.location.set(max(next, bounds.lowerBound))
    }
  }

  /// A stepper over an unbounded value.
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
    self.title = String(title)
    valueText = { ValueDescription.describe(value.location.getUntracked()) }
    onIncrement = { value.location.set(value.location.getUntracked().advanced(by: step)) }
    onDecrement = { value.location.set(value.location.getUntracked().advanced(by: -step)) }
  }

  /// A stepper that calls back instead of changing a value itself.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?
  ) {
    self.title = String(title)
    valueText = { nil }
    self.onIncrement = onIncrement ?? {}
    self.onDecrement = onDecrement ?? {}
  }

  public var body: Never { bodyError() }
}

extension Stepper: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .stepper, label: title, value: valueText(), isDisabled: !node.environment.isEnabled,
      path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    switch action {
    case .increment: onIncrement()
    case .decrement: onDecrement()
    default: throw .unsupportedAction(action: action.name, element: element(in: node))
    }
  }
}
