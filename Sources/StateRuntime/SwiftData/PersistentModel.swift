// SwiftData's model protocol, modelled in memory. Apple declares `PersistentModel` as
// `AnyObject, Observable, Hashable, Identifiable`; a model's properties live in its backing
// data, which `@Model`'s accessors read through `getValue(forKey:)` and write through
// `setValue(forKey:to:)` (the names Apple's expansion uses). Reads and writes go through the
// backing data's Observation registrar, property by property, so a view that reads
// `trip.name` depends on that property alone, as with `@Observable`.

/// A class whose instances SwiftData stores: what `@Model` makes of a class.
///
/// ```swift
/// @Model final class Voyage {
///   var name: String
///   init(name: String) { self.name = name }
/// }
/// ```
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {
  /// Where the model's values, its context and its identifier are kept.
  var persistentBackingData: ModelBackingData { get set }

  /// Makes an instance around values read from a store (a fetch in another context).
  init(backingData: ModelBackingData)

  /// The persisted properties, by name and key path: what `@Model` found in the class.
  static var schemaMetadata: [Schema.PropertyMetadata] { get }
}

extension PersistentModel {
  /// The model's identifier, the same in every context; stable from its creation.
  public var persistentModelID: PersistentIdentifier { persistentBackingData.identifier }

  /// The identifier, so that `ForEach(trips)` identifies rows by model.
  public var id: PersistentIdentifier { persistentModelID }

  /// The context the model was inserted into or fetched by, if any.
  public var modelContext: ModelContext? { persistentBackingData.context }

  /// Whether the model has changes its context has not saved yet.
  public var hasChanges: Bool { persistentBackingData.hasChanges }

  /// Whether the model was deleted from its context (before or after the save).
  public var isDeleted: Bool { persistentBackingData.isDeleted }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// Reads a property, recording the read for Observation: what `@Model`'s getter calls.
  public func getValue<Value>(forKey keyPath: KeyPath<Self, Value>) -> Value {
    let data = persistentBackingData
    // A fetch's predicate and sort read models too; those reads are not the body's.
    if data.context?.isFetching != true {
      data.registrar.access(self, keyPath: keyPath)
    }
    return data.value(forKey: keyPath)
  }

  /// Writes a property: Observation's observers of that property are told, and the model's
  /// context marks the model changed. What `@Model`'s setter calls.
  public func setValue<Value>(forKey keyPath: KeyPath<Self, Value>, to newValue: Value) {
    let data = persistentBackingData
    // Swift 6.2's `@Observable` skips observers for an equal value; the runtime does the same
    // for `@Model`. The model is marked changed all the same: observed, FB24363307
    // (github.com/feedback-assistant/reports/issues/836, 2026-08-16): `item.title = item.title`
    // makes `item.hasChanges` and `modelContext.hasChanges` true.
    if let old = data.storedValue(forKey: keyPath), ModelValues.isEqual(old, newValue) {
      data.setValue(newValue, forKey: keyPath)
    } else {
      data.registrar.withMutation(of: self, keyPath: keyPath) {
        data.setValue(newValue, forKey: keyPath)
      }
    }
    data.context?.modelChanged(self, property: ModelValues.propertyName(keyPath, in: Self.self))
  }
}

/// The placeholder type of `@Model`'s peer storage: the value lives in the backing data.
public struct _SwiftDataNoType: Sendable {
  public init() {}
}
