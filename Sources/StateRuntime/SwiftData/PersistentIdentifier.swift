import Synchronization

/// The identifier of a stored model, the same for its instance in every context.
///
/// SwiftData hands out a temporary identifier before the first save and a permanent one
/// after; the runtime's is permanent from the model's creation, so a `ForEach` over models
/// keeps its rows' identities across a save.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The model's type name (`Trip`).
  public let entityName: String
  let number: Int

  private static let counter = Atomic<Int>(0)

  init(entityName: String) {
    self.entityName = entityName
    number = Self.counter.add(1, ordering: .relaxed).newValue
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }

  public var description: String { "\(entityName)#\(number)" }
}
