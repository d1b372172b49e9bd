/// How the runtime decided whether a re-created view's value changed.
public enum ComparisonRule: String, Hashable, Sendable, Codable, CustomStringConvertible {
  /// Plain data, compared bit for bit; the view's own `==` is not consulted.
  case plainData
  /// The view's own `==` (an Equatable view that is not plain data).
  case equatable
  /// The view's own `==`, forced with `.equatable()` or `EquatableView`.
  case forcedEquatable
  /// Each stored field by SwiftUI's rules: plain data bit for bit,
  /// references by identity, other Equatable values with `==`, closures by
  /// function and context.
  case fieldByField

  public var description: String {
    switch self {
    case .plainData: "plain data, compared bit for bit"
    case .equatable: "compared with its =="
    case .forcedEquatable: "compared with its == (.equatable())"
    case .fieldByField: "compared field by field"
    }
  }
}

/// A parent re-created a view and the runtime compared it with the previous value.
public struct InputComparison: Hashable, Sendable, Codable {
  public let view: String
  public let path: String
  public let rule: ComparisonRule
  /// Whether the value differs (`@self`).
  public let changed: Bool
  /// The stored fields that differ, by name (`title`); empty when `==`
  /// decided without naming fields.
  public let changedFields: [String]
  /// The view whose body re-created this one (the parent that made its new value).
  public var owner: ViewReference?

  public init(
    view: String, path: String, rule: ComparisonRule, changed: Bool, changedFields: [String],
    owner: ViewReference? = nil
  ) {
    self.view = view
    self.path = path
    self.rule = rule
    self.changed = changed
    self.changedFields = changedFields
    self.owner = owner
  }
}
