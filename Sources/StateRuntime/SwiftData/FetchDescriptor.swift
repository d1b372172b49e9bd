import Foundation

/// What to fetch: SwiftData's `FetchDescriptor`, a predicate, a sort order, an offset and a
/// limit over one model type.
///
/// ```swift
/// let descriptor = FetchDescriptor<Voyage>(
///   predicate: #Predicate { $0.days > 2 }, sortBy: [SortDescriptor(\.name)])
/// let trips = try context.fetch(descriptor)
/// ```
public struct FetchDescriptor<T: PersistentModel> {
  /// Which models to fetch; all when `nil`.
  public var predicate: Predicate<T>?
  /// The order of the results; the order models were created in when empty.
  public var sortBy: [SortDescriptor<T>]
  /// How many results at most.
  public var fetchLimit: Int?
  /// How many results to skip first.
  public var fetchOffset: Int?
  /// Whether the context's unsaved inserts and deletes count (they do by default).
  public var includePendingChanges = true
  /// Accepted; the runtime fetches whole models.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  /// Accepted; the runtime's relationships are always loaded.
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  /// What the descriptor asks for, as text that tells two descriptors apart: a predicate's
  /// description shows its expression and captured values (`Predicate` is not `Equatable`).
  var comparisonKey: String {
    "\(predicate.map { String(describing: $0) } ?? "all") \(sortBy) \(fetchLimit ?? -1) \(fetchOffset ?? 0) "
      + "\(includePendingChanges)"
  }

  /// A descriptor for models of `T` matching `predicate`, in `sortBy`'s order.
  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

extension ModelContext {
  /// The models the descriptor describes: the store's, with this context's pending changes.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    let entity = ModelValues.entityName(of: T.self)
    guard container.knows(T.self) else { return [] }
    var ids = container.store.identifiers(of: entity).filter { deleted[$0] == nil }
    if descriptor.includePendingChanges {
      let saved = Set(ids)
      ids += inserted.filter { $0.entityName == entity && !saved.contains($0) }
    } else {
      ids.removeAll { inserted.contains($0) }
    }
    var models = ids.compactMap { materialize($0) as? T }
    // The predicate's and the sort's reads are the fetch's, not the reading body's.
    let wasFetching = isFetching
    isFetching = true
    defer { isFetching = wasFetching }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty {
      models.sort(using: descriptor.sortBy)
    }
    let offset = min(descriptor.fetchOffset ?? 0, models.count)
    let end = descriptor.fetchLimit.map { min(models.count, offset + $0) } ?? models.count
    return Array(models[offset..<end])
  }

  /// How many models the descriptor describes.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identifiers of the models the descriptor describes.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> [PersistentIdentifier]
  {
    try fetch(descriptor).map(\.persistentModelID)
  }
}
