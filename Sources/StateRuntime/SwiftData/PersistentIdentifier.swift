import Synchronization

/// The identifier of a stored model, the same for its instance in every context.
///
/// SwiftData hands out a temporary identifier before the first save and a permanent one
/// after. The runtime gives a model a temporary one when it is made and its permanent one when
/// it is inserted, numbered per container in insertion order (`Voyage#1`), so that a log or a
/// rendered tree reads the same in every run; it does not change at the save, so a `ForEach`
/// over inserted models keeps its rows' identities across a save.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The model's type name (`Voyage`).
  public let entityName: String
  let number: Int

  /// Whether the model has not been inserted yet.
  public let isTemporary: Bool

  private static let temporaryCounter = Atomic<Int>(0)

  /// A temporary identifier for a model just made.
  init(temporaryFor entityName: String) {
    self.entityName = entityName
    number = Self.temporaryCounter.add(1, ordering: .relaxed).newValue
    isTemporary = true
  }

  /// The permanent identifier a container gives an inserted model.
  init(entityName: String, number: Int) {
    self.entityName = entityName
    self.number = number
    isTemporary = false
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }

  public var description: String {
    isTemporary ? "\(entityName)#temporary\(number)" : "\(entityName)#\(number)"
  }
}
