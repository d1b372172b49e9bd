/// The executor of a model actor: it owns the actor's model context.
public protocol ModelExecutor: AnyObject, Sendable {
  /// The context the actor works in.
  var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` gives an actor: a context of its own on the actor's container.
///
/// The runtime's actor runs on Swift's default actor executor; the context belongs to the
/// actor and is used only from it, which is what SwiftData's serial executor guarantees.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  public let modelContext: ModelContext

  /// An executor for a context.
  public init(modelContext: ModelContext) {
    self.modelContext = modelContext
  }
}

/// An actor with a model context of its own, for work off the main actor: SwiftData's
/// `ModelActor`, which `@ModelActor` makes an actor conform to.
///
/// ```swift
/// @ModelActor actor Importer {
///   func importTrips(_ names: [String]) throws {
///     for name in names { modelContext.insert(Voyage(name: name)) }
///     try modelContext.save()
///   }
/// }
/// ```
///
/// Its context is not the main context: what it inserts reaches the main context's queries
/// when it saves (its `autosaveEnabled` is `false`, as for every context you make).
public protocol ModelActor: Actor {
  /// The container the actor's context works on.
  nonisolated var modelContainer: ModelContainer { get }
  /// The executor that owns the actor's context.
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor's own context.
  public var modelContext: ModelContext { modelExecutor.modelContext }

  /// The model with this identifier in the actor's context, if it is of type `T` and exists
  /// (SwiftData's way to hand a model across actors: pass its `persistentModelID`).
  public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
    if let model: T = modelContext.registeredModel(for: id) { return model }
    return modelContext.materialize(id) as? T
  }
}
