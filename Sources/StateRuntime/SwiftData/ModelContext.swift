import Foundation

/// The place models are inserted, fetched, changed, deleted and saved: SwiftData's
/// `ModelContext`, in memory.
///
/// What it models, from Apple's documentation of `ModelContext`:
/// - changes exist only in the context until `save()` (or an autosave) writes them to the
///   container's store; other contexts see them after that;
/// - a fetch includes the context's own unsaved inserts and leaves out its unsaved deletes
///   (`FetchDescriptor.includePendingChanges`, `true` by default);
/// - `autosaveEnabled` is `false` for a context you make and `true` for the container's
///   `mainContext`: "the context calls `save()` after you make changes to any inserted or
///   registered models" (the runtime saves once, at the end of the current main-actor turn);
/// - inserting a model inserts the models its relationships refer to;
/// - the environment's context without a container is bound to "an in-memory schema-less
///   container": inserting there is an error and fetches return nothing.
public final class ModelContext {
  /// The container whose store this context reads and writes.
  public let container: ModelContainer
  /// Whether the context saves by itself after changes.
  public var autosaveEnabled: Bool
  let isMain: Bool
  var registered: [PersistentIdentifier: any PersistentModel] = [:]
  private(set) var inserted: [PersistentIdentifier] = []
  private(set) var changed: [PersistentIdentifier] = []
  private(set) var deleted: [PersistentIdentifier: any PersistentModel] = [:]
  /// While a fetch evaluates predicates and sorts, its reads are not a body's dependencies.
  var isFetching = false
  private var autosaveScheduled = false
  var observers: [Int: (ModelContextChange) -> Void] = [:]
  private var nextObserver = 0

  /// A context on `container`'s store, for work off the main actor (a `ModelActor`).
  public convenience init(_ container: ModelContainer) {
    self.init(container, isMain: false)
  }

  init(_ container: ModelContainer, isMain: Bool) {
    self.container = container
    self.isMain = isMain
    autosaveEnabled = isMain
  }

  /// How the log names this context.
  var name: String { isMain ? "the main context" : "a ModelContext of its own" }

  // MARK: Changes

  /// Whether the context has inserts, changes or deletes it has not saved.
  public var hasChanges: Bool { !inserted.isEmpty || !changed.isEmpty || !deleted.isEmpty }

  /// The models inserted and not saved yet.
  public var insertedModelsArray: [any PersistentModel] { inserted.compactMap { registered[$0] } }
  /// The registered models changed and not saved yet.
  public var changedModelsArray: [any PersistentModel] { changed.compactMap { registered[$0] } }
  /// The models deleted and not saved yet.
  public var deletedModelsArray: [any PersistentModel] { Array(deleted.values) }

  /// Inserts a model, and the models its relationships refer to, for the next save.
  public func insert<T: PersistentModel>(_ model: T) {
    guard container.knows(T.self) else {
      RuntimeIssue.reportOutsideAnyHost(
        "SwiftData: cannot insert \(ModelValues.entityName(of: T.self)) into a context whose container's "
          + "schema does not have it (\(schemaDescription)). Attach a container with "
          + ".modelContainer(for: \(ModelValues.entityName(of: T.self)).self).")
      return
    }
    guard attach(model) else { return }
    notify(.inserted(ModelValues.entityName(of: T.self)), entity: ModelValues.entityName(of: T.self))
  }

  /// Marks a model deleted; the store forgets it at the next save.
  public func delete<T: PersistentModel>(_ model: T) {
    let data = model.persistentBackingData
    let id = data.identifier
    guard data.context === self, registered[id] != nil else { return }
    data.isDeleted = true
    data.hasChanges = true
    registered[id] = nil
    changed.removeAll { $0 == id }
    if let index = inserted.firstIndex(of: id) {
      inserted.remove(at: index)
    } else {
      deleted[id] = model
    }
    let entity = ModelValues.entityName(of: T.self)
    notify(.deleted(entity), entity: entity)
  }

  /// Deletes every model of a type that matches a predicate.
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    for model in try fetch(FetchDescriptor<T>(predicate: predicate)) {
      delete(model)
    }
  }

  /// Writes the pending inserts, changes and deletes to the store. The main context merges
  /// them, and its queries fetch again.
  public func save() throws {
    guard hasChanges else { return }
    let rows = (inserted + changed).compactMap { id -> (PersistentIdentifier, ModelStore.Row)? in
      guard let model = registered[id] else { return nil }
      return (id, Self.row(of: model))
    }
    let savedDeletes = Array(deleted.keys).sorted()
    let summary = ModelContextChange.Saved(
      inserted: inserted.map(\.entityName), changed: changed.map(\.entityName),
      deleted: savedDeletes.map(\.entityName))
    container.store.write(inserted: rows, deleted: savedDeletes)
    for model in registered.values { model.persistentBackingData.hasChanges = false }
    inserted = []
    changed = []
    deleted = [:]
    guard !isMain, let main = container.existingMainContext else { return }
    let ids = rows.map(\.0) + savedDeletes
    let merge: @MainActor @Sendable () -> Void = {
      main.context.merge(summary, deleted: savedDeletes, touched: ids)
    }
    if MainThread.isCurrent {
      MainActor.assumeIsolated(merge)
    } else {
      // The save happened on another actor; the main context learns of it on the main actor,
      // in a task that the action that started the work waits for (`ViewHost.settle()`).
      Task { @MainActor in merge() }
    }
  }

  /// Throws the pending changes away: registered models take their saved values back.
  public func rollback() {
    for id in inserted {
      registered[id]?.persistentBackingData.context = nil
      registered[id] = nil
    }
    for (id, model) in deleted {
      model.persistentBackingData.isDeleted = false
      registered[id] = model
    }
    for id in changed {
      if let model = registered[id], let row = container.store.row(id) {
        model.persistentBackingData.replaceValues(row.values)
      }
    }
    let entities = Set(
      inserted.map(\.entityName) + changed.map(\.entityName) + deleted.keys.map(\.entityName))
    inserted = []
    changed = []
    deleted = [:]
    for model in registered.values { model.persistentBackingData.hasChanges = false }
    for entity in entities.sorted() { notify(.rolledBack, entity: entity) }
  }

  /// Runs `block`, then saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  /// Does nothing the runtime needs: its queries learn of changes as they happen.
  public func processPendingChanges() {}

  // MARK: Models

  /// The model with this identifier, registered or read from the store.
  public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
    if let model = materialize(persistentModelID) { return model }
    fatalError(
      "SwiftData: no \(persistentModelID.entityName) with identifier \(persistentModelID) in the store")
  }

  /// The model with this identifier if this context has it already.
  public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
    registered[persistentModelID] as? T
  }

  func materialize(_ id: PersistentIdentifier) -> (any PersistentModel)? {
    if let model = registered[id] { return model }
    guard deleted[id] == nil, let row = container.store.row(id) else { return nil }
    let model = row.type.init(backingData: ModelBackingData(values: row.values, identifier: id))
    model.persistentBackingData.context = self
    registered[id] = model
    return model
  }

  /// Registers a new model and the new models it refers to; `false` if it was there already.
  @discardableResult
  private func attach(_ model: any PersistentModel) -> Bool {
    let data = model.persistentBackingData
    if data.context === self, registered[data.identifier] != nil { return false }
    if data.identifier.isTemporary {
      data.identifier = container.nextIdentifier(for: data.identifier.entityName)
    }
    data.context = self
    data.isDeleted = false
    data.hasChanges = true
    registered[data.identifier] = model
    inserted.append(data.identifier)
    for value in data.values.values {
      for related in ModelValues.relatedModels(in: value) where related.persistentBackingData.context == nil {
        attach(related)
      }
    }
    scheduleAutosave()
    return true
  }

  /// A registered model's property was written: the model is changed, a new model it now
  /// refers to is inserted, and the queries over its type fetch again.
  func modelChanged(_ model: some PersistentModel, property: String) {
    let data = model.persistentBackingData
    guard registered[data.identifier] != nil else { return }
    data.hasChanges = true
    if !inserted.contains(data.identifier), !changed.contains(data.identifier) {
      changed.append(data.identifier)
    }
    for value in data.values.values {
      for related in ModelValues.relatedModels(in: value) where related.persistentBackingData.context == nil {
        attach(related)
      }
    }
    scheduleAutosave()
    let entity = data.identifier.entityName
    notify(.changed("\(entity).\(property)"), entity: entity)
  }

  static func row(of model: any PersistentModel) -> ModelStore.Row {
    ModelStore.Row(
      entityName: model.persistentBackingData.identifier.entityName, type: type(of: model),
      values: model.persistentBackingData.values)
  }

  private var schemaDescription: String {
    container.schema.entityNames.isEmpty
      ? "no container is attached: the environment's context has an empty schema"
      : "its schema has \(container.schema.entityNames.joined(separator: ", "))"
  }

  // MARK: Autosave and merging

  private func scheduleAutosave() {
    guard autosaveEnabled, !autosaveScheduled, MainThread.isCurrent else { return }
    autosaveScheduled = true
    let context = UnsafeContextBox(context: self)
    Task { @MainActor in
      context.context.autosaveScheduled = false
      guard context.context.autosaveEnabled else { return }
      try? context.context.save()
    }
  }

  /// Another context saved: models deleted there leave this one, and queries over the saved
  /// types fetch again (WWDC notes on `@Query`: it "re-renders views on change of store").
  ///
  /// Observed, not documented: a model this context has registered keeps the values it had;
  /// another context's save does not refresh it (github.com/3lvis/SwiftSync/pull/629,
  /// 2026-06-19: "a save on one ModelContext does not refresh an already-registered instance
  /// on another (the mainContext row a SwiftUI view holds)").
  func merge(
    _ summary: ModelContextChange.Saved, deleted ids: [PersistentIdentifier], touched: [PersistentIdentifier]
  ) {
    for id in ids {
      if let model = registered.removeValue(forKey: id) {
        model.persistentBackingData.isDeleted = true
      }
      inserted.removeAll { $0 == id }
      changed.removeAll { $0 == id }
    }
    for entity in Set(touched.map(\.entityName)).sorted() {
      notify(.merged(summary), entity: entity)
    }
  }

  // MARK: Observers

  /// Calls `observer` after each change to models of `entity` in this context.
  func addObserver(_ observer: @escaping (ModelContextChange) -> Void) -> Int {
    nextObserver += 1
    observers[nextObserver] = observer
    return nextObserver
  }

  func removeObserver(_ id: Int) {
    observers[id] = nil
  }

  private func notify(_ kind: ModelContextChange.Kind, entity: String) {
    let change = kind.about(entity)
    for key in observers.keys.sorted() {
      observers[key]?(change)
    }
  }
}
