/// A control that increments or decrements a value.
///
/// Generic over its label as in SwiftUI; a label view's text is its title
/// for the driver (`Stepper { Text("Cups: \(cups)") } onIncrement: …` is
/// stepped as "Cups: 2", or by the unique prefix "Cups").
public struct Stepper<Label: View>: View {
  let title: String
  let valueText: @MainActor () -> String?
  let onIncrement: @MainActor () -> Void
  let onDecrement: @MainActor () -> Void
  /// The label view of the `label:` forms, built as the stepper's child; `nil` for a title.
  let label: Label?

  public var body: Never { bodyError() }
}

extension Stepper {
  /// A stepper labelled by a view that calls back instead of changing a value itself.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.title = ""
    self.label = label()
    valueText = { nil }
    self.onIncrement = onIncrement ?? {}
    self.onDecrement = onDecrement ?? {}
  }

  /// A stepper labelled by a view over a value clamped to `bounds`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    let stepper = Stepper<Text>("", value: value, in: bounds, step: step)
    self.title = ""
    self.label = label()
    valueText = stepper.valueText
    onIncrement = stepper.onIncrement
    onDecrement = stepper.onDecrement
  }
}

extension Stepper where Label == Text {
  /// A stepper over a value clamped to `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.title = String(title)
    label = nil
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
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.title = String(title)
    label = nil
    valueText = { ValueDescription.describe(value.location.getUntracked()) }
    onIncrement = { value.location.set(value.location.getUntracked().advanced(by: step)) }
    onDecrement = { value.location.set(value.location.getUntracked().advanced(by: -step)) }
  }

  /// A stepper that calls back instead of changing a value itself.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.title = String(title)
    label = nil
    valueText = { nil }
    self.onIncrement = onIncrement ?? {}
    self.onDecrement = onDecrement ?? {}
  }
}

extension Stepper: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    label.map { [ChildView(key: .content, view: $0)] } ?? []
  }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .stepper, label: label == nil ? title : node.descendantTexts().joined(separator: " "),
      value: valueText(), isDisabled: !node.environment.isEnabled,
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
