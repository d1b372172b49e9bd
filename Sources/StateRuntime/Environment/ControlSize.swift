/// The size of controls: read with `@Environment(\.controlSize)`, set with `.controlSize(_:)`.
///
/// Modelled: the environment value, which flows down as any other. Not modelled: the
/// size itself (nothing is drawn).
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

private struct ControlSizeKey: EnvironmentKey {
  static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
  /// The size of controls in this subtree; `.regular` unless an ancestor set it.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the size of controls in this view and its descendants (`\.controlSize`).
  public func controlSize(_ controlSize: ControlSize) -> EnvironmentWriter<Self> {
    environment(\.controlSize, controlSize)
  }
}
