/// A control for choosing a number from a range by dragging, bound to a floating-point value.
///
/// Modelled: the binding, its range and step. The driver sets it as a drag would end,
/// `set Volume 0.8` (``ViewHost/set(_:to:)``): the number is clamped to the range and
/// rounded to the step, and `onEditingChanged` hears `true` then `false` around the write,
/// as it does around a drag. The slider shows its value. Its label is its title (the text of
/// the `label:` view); an unlabelled slider is named `Slider` when it is the only one.
/// Not modelled: the track and thumb (drawing), and the value labels' placement.
///
/// ```swift
/// Slider(value: $volume, in: 0...1) { Text("Volume") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label?
  let valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?
  let valueText: @MainActor () -> String
  let setValue: @MainActor (Double) -> Void
  let bounds: ClosedRange<Double>

  public var body: Never { bodyError() }
}

extension Slider {
  fileprivate init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label?,
    valueLabels: (minimum: ValueLabel, maximum: ValueLabel)?, onEditingChanged: @escaping (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label
    self.valueLabels = valueLabels
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    valueText = { ValueDescription.describe(value.location.getUntracked()) }
    setValue = { number in
      var new = min(max(V(number), bounds.lowerBound), bounds.upperBound)
      if let step, step > 0 {
        let steps = (Double(new - bounds.lowerBound) / Double(step)).rounded()
        new = min(bounds.lowerBound + V(steps * Double(step)), bounds.upperBound)
      }
      onEditingChanged(true)
      value.location.set(new)
      onEditingChanged(false)
    }
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// An unlabelled slider over `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: nil, valueLabels: nil,
      onEditingChanged: onEditingChanged)
  }

  /// An unlabelled slider over `bounds` in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: nil, valueLabels: nil,
      onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider labelled by a view.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), valueLabels: nil,
      onEditingChanged: onEditingChanged)
  }

  /// A slider labelled by a view, in steps of `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), valueLabels: nil,
      onEditingChanged: onEditingChanged)
  }
}

extension Slider {
  /// A slider with a label and views at its minimum and maximum ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(),
      valueLabels: (minimumValueLabel(), maximumValueLabel()), onEditingChanged: onEditingChanged)
  }

  /// A slider in steps of `step` with a label and views at its ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      valueLabels: (minimumValueLabel(), maximumValueLabel()), onEditingChanged: onEditingChanged)
  }
}

extension Slider: ControlView {
  // The label is not a child: SwiftUI shows it only to accessibility in most styles, and as a
  // child its text would be a second element of the same name. The value labels are shown.
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    guard let valueLabels else { return [] }
    return [
      ChildView(key: .position(0), view: valueLabels.minimum),
      ChildView(key: .position(1), view: valueLabels.maximum),
    ]
  }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .slider, label: label.map { StaticText.of($0) } ?? "", value: valueText(),
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    guard case .set(let text) = action else {
      throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    guard let number = Double(text), number.isFinite else {
      throw .valueNotAccepted(
        value: text, element: element(in: node),
        expected: "a number from \(ValueDescription.describe(bounds.lowerBound)) to "
          + "\(ValueDescription.describe(bounds.upperBound))")
    }
    setValue(number)
  }
}
