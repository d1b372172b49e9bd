import Synchronization

/// The store of a schema's models and the contexts that work on it: SwiftData's
/// `ModelContainer`, in memory.
///
/// ```swift
/// let container = try ModelContainer(
///   for: Voyage.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
/// container.mainContext.insert(Voyage(name: "Oslo"))
/// ```
public final class ModelContainer: Sendable {
  /// The model types the container stores.
  public let schema: Schema
  /// The configurations it was made with.
  public let configurations: [ModelConfiguration]
  let store = ModelStore()
  private let insertions = Atomic<Int>(0)
  private let main = Mutex<UnsafeContextBox?>(nil)

  /// A container for these model types.
  public convenience init(
    for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...
  ) throws {
    try self.init(for: Schema(forTypes), configurations: configurations)
  }

  /// A container for a schema.
  public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
    self.schema = schema
    self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
  }

  /// A container for a schema.
  public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
    try self.init(for: schema, configurations: configurations)
  }

  /// The context bound to the main actor, which SwiftUI's environment and `@Query` use; it
  /// saves by itself (`autosaveEnabled` is `true`, as Apple documents for it).
  @MainActor public var mainContext: ModelContext {
    if let context = main.withLock({ $0?.context }) { return context }
    let context = ModelContext(self, isMain: true)
    main.withLock { $0 = UnsafeContextBox(context: context) }
    return context
  }

  /// The main context if one was made: where another context's save is merged.
  var existingMainContext: UnsafeContextBox? { main.withLock { $0 } }

  /// The permanent identifier for a model inserted now.
  func nextIdentifier(for entityName: String) -> PersistentIdentifier {
    PersistentIdentifier(entityName: entityName, number: insertions.add(1, ordering: .relaxed).newValue)
  }

  func knows(_ type: Any.Type) -> Bool {
    schema.entityNames.contains(ModelValues.entityName(of: type))
  }
}

/// The main context, carried to the main actor by a save made elsewhere. Only the main actor
/// opens it.
struct UnsafeContextBox: @unchecked Sendable {
  let context: ModelContext
}

/// The rows of a container's store: each model's values as last saved, in insertion order.
final class ModelStore: Sendable {
  struct Row {
    let entityName: String
    let type: any PersistentModel.Type
    var values: [AnyKeyPath: Any]
  }

  private struct Rows: @unchecked Sendable {
    var byID: [PersistentIdentifier: Row] = [:]
  }

  private let rows = Mutex(Rows())

  func write(inserted: [(PersistentIdentifier, Row)], deleted: [PersistentIdentifier]) {
    rows.withLock { rows in
      for (id, row) in inserted { rows.byID[id] = row }
      for id in deleted { rows.byID[id] = nil }
    }
  }

  func row(_ id: PersistentIdentifier) -> Row? {
    rows.withLock { $0.byID[id].map { UnsafeRow(row: $0) } }?.row
  }

  /// The identifiers stored for a type, in the order they were created.
  func identifiers(of entityName: String) -> [PersistentIdentifier] {
    rows.withLock { rows in rows.byID.filter { $0.value.entityName == entityName }.keys.sorted() }
  }

  private struct UnsafeRow: @unchecked Sendable { let row: Row }
}
