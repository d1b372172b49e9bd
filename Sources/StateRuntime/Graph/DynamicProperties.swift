/// Finds a view's dynamic properties with `Mirror` and compares view values
/// field by field, the way SwiftUI decides whether a child's inputs changed.
@MainActor
enum DynamicProperties {
  struct Comparison {
    /// A plain stored property differs (`@self`).
    var selfChanged = false
    /// Dynamic properties whose input differs (`_title` for a binding now
    /// transmitting another value).
    var changedProperties: [String] = []
  }

  /// Connects every dynamic property of the node's current value to its storage.
  static func link(_ node: ViewNode) {
    node.linkFailure = nil
    guard !node.dynamicPropertyLabels.isEmpty else { return }
    for child in Mirror(reflecting: node.view).children {
      guard let slot = child.value as? any DynamicPropertySlot, let label = child.label else { continue }
      slot.link(LinkContext(node: node, label: label))
    }
  }

  static func compare(old: any View, new: any View) -> Comparison {
    var comparison = Comparison()
    if let equatable = new as? any Equatable {
      // An Equatable view decides for itself, as with SwiftUI's `==` check.
      comparison.selfChanged = !equatable.isEqual(toAny: old)
      return comparison
    }
    let oldFields = Mirror(reflecting: old).children
    let newFields = Mirror(reflecting: new).children
    guard oldFields.count == newFields.count else {
      comparison.selfChanged = true
      return comparison
    }
    for (oldField, newField) in zip(oldFields, newFields) {
      if let slot = newField.value as? any DynamicPropertySlot {
        if slot.inputChanged(from: oldField.value) == true, let label = newField.label {
          comparison.changedProperties.append(label)
        }
      } else if !ValueComparison.isEqual(oldField.value, newField.value) {
        comparison.selfChanged = true
      }
    }
    return comparison
  }
}
