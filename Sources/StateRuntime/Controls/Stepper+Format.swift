import Foundation

extension Stepper where Label == Text {
  /// A stepper over an unbounded value, shown through `format` (iOS 16):
  /// `Stepper("Tip", value: $tip, step: 5, format: .percent)`.
  ///
  /// Modelled as ``Stepper/init(_:value:step:onEditingChanged:)``, with the value shown as
  /// `format` shows it. Not modelled: editing the value as text (macOS shows a field).
  public init<S: StringProtocol, V: Strideable, F: ParseableFormatStyle>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput == V, F.FormatOutput == String {
    let plain = Stepper(title, value: value, step: step)
    self.init(
      title: String(title), valueText: { format.format(value.location.getUntracked()) },
      onIncrement: plain.onIncrement, onDecrement: plain.onDecrement, label: nil)
  }

  /// A stepper over a value clamped to `bounds`, shown through `format`.
  public init<S: StringProtocol, V: Strideable, F: ParseableFormatStyle>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput == V, F.FormatOutput == String {
    let plain = Stepper(title, value: value, in: bounds, step: step)
    self.init(
      title: String(title), valueText: { format.format(value.location.getUntracked()) },
      onIncrement: plain.onIncrement, onDecrement: plain.onDecrement, label: nil)
  }
}
