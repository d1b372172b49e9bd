/// Finds a view's dynamic properties with `Mirror` and compares view values,
/// the way SwiftUI decides whether a child's inputs changed.
@MainActor
enum DynamicProperties {
  struct Comparison {
    /// How `@self` was decided.
    var rule = ComparisonRule.fieldByField
    /// Whether the view's value differs (`@self`).
    var selfChanged = false
    /// Stored fields that differ, by label; empty when `==` decided.
    var changedFields: [String] = []
    /// Dynamic properties whose input differs (`_title` for a binding now
    /// transmitting another value).
    var changedProperties: [String] = []
  }

  /// The name a dynamic property goes by in the log (`_title`), from its stored field's label.
  ///
  /// Xcode 27's `State()` macro keeps a property's storage in a peer with a double
  /// underscore (`__title`; its declaration names `prefixed(__)`), and `_title` is a
  /// computed peer over it (TN3211 quotes "'self' used in property access '_counter'").
  /// SwiftUI's log still says `_title`, so the storage is named as the property wrapper's is.
  nonisolated static func propertyName(_ label: String) -> String {
    label.hasPrefix("__") ? String(label.dropFirst()) : label
  }

  /// Connects every dynamic property of the node's current value to its storage.
  static func link(_ node: ViewNode) {
    node.linkFailure = nil
    guard !node.dynamicPropertyLabels.isEmpty else { return }
    for child in Mirror(reflecting: node.view).children {
      guard let slot = child.value as? any DynamicPropertySlot, let label = child.label else { continue }
      slot.link(LinkContext(node: node, label: propertyName(label)))
    }
  }

  /// Compares a view's previous and new value (SwiftUI's rules, see
  /// ``ValueComparison``): a plain-data view bit for bit, even when it is
  /// Equatable; a non-plain-data Equatable view, or one forced with
  /// `.equatable()`, with its `==`; any other view field by field. Dynamic
  /// properties are compared as inputs of their own (a binding's value).
  static func compare(old: any View, new: any View, forcingEquatable: Bool = false) -> Comparison {
    var comparison = Comparison()
    let oldFields = Array(Mirror(reflecting: old).children)
    let newFields = Array(Mirror(reflecting: new).children)
    let sameShape = oldFields.count == newFields.count
    if sameShape {
      for (oldField, newField) in zip(oldFields, newFields) {
        if let slot = newField.value as? any DynamicPropertySlot, let label = newField.label,
          slot.inputChanged(from: oldField.value) == true
        {
          comparison.changedProperties.append(propertyName(label))
        }
      }
    }
    if forcingEquatable, let equatable = new as? any Equatable {
      comparison.rule = .forcedEquatable
      comparison.selfChanged = !equatable.isEqual(toAny: old)
    } else if ValueComparison.isPlainData(new) {
      comparison.rule = .plainData
      comparison.selfChanged = !ValueComparison.bitwiseEqual(old, new)
    } else if let equatable = new as? any Equatable {
      comparison.rule = .equatable
      comparison.selfChanged = !equatable.isEqual(toAny: old)
      return comparison
    } else if !sameShape {
      comparison.selfChanged = true
      return comparison
    }
    guard comparison.rule != .forcedEquatable || comparison.selfChanged, sameShape else { return comparison }
    // Name the fields that differ; for the field-by-field rule they decide.
    for (oldField, newField) in zip(oldFields, newFields) {
      let differs =
        if let slot = newField.value as? any DynamicPropertySlot {
          slot.valueDiffers(from: oldField.value)
        } else {
          !ValueComparison.isEqual(oldField.value, newField.value)
        }
      if differs {
        comparison.changedFields.append(newField.label.map(propertyName) ?? "(unnamed)")
      }
    }
    if comparison.rule == .fieldByField {
      comparison.selfChanged = !comparison.changedFields.isEmpty
    }
    return comparison
  }
}
