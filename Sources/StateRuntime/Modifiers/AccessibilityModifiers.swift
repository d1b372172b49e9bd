// Accessibility: what VoiceOver reads and how it groups views. The runtime has no screen
// reader; these modifiers compile and return the view itself, so identity is unchanged (in
// SwiftUI they set accessibility properties on the same view). The driver names controls
// by their visible labels, not by an `.accessibilityLabel`.

/// Traits VoiceOver announces (`.isButton`, `.isHeader`); accepted and ignored.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
}

/// How an element's children are combined for VoiceOver; accepted and ignored.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// An adjustable element's direction; accepted and ignored.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  case increment, decrement
}

extension View {
  /// The label VoiceOver reads; accepted and ignored.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self { self }
  /// The label VoiceOver reads; accepted and ignored.
  public func accessibilityLabel(_ label: Text) -> Self { self }
  /// What VoiceOver says happens on activation; accepted and ignored.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self { self }
  /// What VoiceOver says happens on activation; accepted and ignored.
  public func accessibilityHint(_ hint: Text) -> Self { self }
  /// The value VoiceOver reads; accepted and ignored.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self { self }
  /// The value VoiceOver reads; accepted and ignored.
  public func accessibilityValue(_ value: Text) -> Self { self }
  /// An identifier for UI tests; accepted and ignored.
  public func accessibilityIdentifier(_ identifier: String) -> Self { self }
  /// Hides the view from VoiceOver; accepted and ignored.
  public func accessibilityHidden(_ hidden: Bool) -> Self { self }
  /// Adds traits VoiceOver announces; accepted and ignored.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
  /// Removes traits VoiceOver announces; accepted and ignored.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self { self }
  /// Makes the view one accessibility element; accepted and ignored.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
  /// Orders elements for VoiceOver; accepted and ignored.
  public func accessibilitySortPriority(_ sortPriority: Double) -> Self { self }
  /// Other names a user may say for the view (Voice Control); accepted and ignored.
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> Self { self }
  /// An action VoiceOver offers; accepted and ignored (the driver cannot perform it).
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> Self {
    self
  }
  /// What swiping up and down on an adjustable element does; accepted and ignored.
  public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
    -> Self
  { self }
}
