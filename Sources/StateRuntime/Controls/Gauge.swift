/// A view that shows a value within a range, with a label and optional value labels.
///
/// Modelled: the labels as children (their texts are on screen for `expect`) and the
/// value's fraction of the range, shown as a percentage like ``ProgressView``'s. A gauge is
/// read, not operated: it follows the value it is given. Not modelled: the drawing
/// (`.gaugeStyle` is accepted and ignored).
///
/// ```swift
/// Gauge(value: battery, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(Int(battery))%") }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let bounds: (minimum: BoundsLabel, maximum: BoundsLabel)?

  public var body: Never { bodyError() }

  fileprivate static func fraction<V: BinaryFloatingPoint>(_ value: V, _ range: ClosedRange<V>) -> Double {
    let width = Double(range.upperBound - range.lowerBound)
    guard width > 0 else { return 0 }
    return min(max(Double(value - range.lowerBound) / width, 0), 1)
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
  /// A gauge of `value` within `bounds`, labelled by a view.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: nil, bounds: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label and a view showing the current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
      bounds: nil)
  }
}

extension Gauge {
  /// A gauge with a label, the current value's view, and views at the range's ends.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: currentValueLabel(),
      bounds: (minimumValueLabel(), maximumValueLabel()))
  }
}

extension Gauge: NamedPrimitiveView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] {
    var children = [ChildView(key: .position(0), view: label)]
    if let currentValueLabel { children.append(ChildView(key: .position(1), view: currentValueLabel)) }
    if let bounds {
      children.append(ChildView(key: .position(2), view: bounds.minimum))
      children.append(ChildView(key: .position(3), view: bounds.maximum))
    }
    children.append(ChildView(key: .position(4), view: Text("\(Int((fraction * 100).rounded()))%")))
    return children
  }
}

/// A style for gauges (`.accessoryCircular`, `.linearCapacity`); accepted and ignored.
public protocol GaugeStyle: Sendable {}

extension NamedStyle: GaugeStyle {}

extension GaugeStyle where Self == NamedStyle {
  public static var automatic: NamedStyle { NamedStyle(name: "automatic") }
  public static var accessoryCircular: NamedStyle { NamedStyle(name: "accessoryCircular") }
  public static var accessoryCircularCapacity: NamedStyle { NamedStyle(name: "accessoryCircularCapacity") }
  public static var accessoryLinear: NamedStyle { NamedStyle(name: "accessoryLinear") }
  public static var accessoryLinearCapacity: NamedStyle { NamedStyle(name: "accessoryLinearCapacity") }
  public static var linearCapacity: NamedStyle { NamedStyle(name: "linearCapacity") }
}

extension View {
  /// Sets the style of gauges in this view; accepted and ignored.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> Self { self }
}
