import Foundation

/// The models a view shows, fetched from the environment's model context and fetched again
/// when the context's data changes: SwiftData's `@Query`.
///
/// ```swift
/// @Query(sort: \Voyage.startDate, order: .reverse) private var trips: [Voyage]
/// ```
///
/// What it models: the query uses the context of `@Environment(\.modelContext)` (Apple's
/// `ModelContext` overview: "The `Query()` macro uses the same context to perform its
/// fetches"); an insert, a delete or a property write in that context, unsaved, is seen at
/// once, and another context's save when it merges into the main context. The view's body
/// runs again, and `_printChanges()` names the query (`VoyageList: _trips changed.`); the log
/// says before it why the query fetched again (``QueryFetched``).
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
  let descriptor: FetchDescriptor<Element>
  /// The animation results change with; the runtime does not animate.
  let animation: Animation
  let box = QueryBox<Element>()

  /// A query with a descriptor (its predicate, sort, offset and limit).
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
    self.descriptor = descriptor
    self.animation = animation
  }

  /// A query filtered by a predicate and sorted by descriptors.
  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation = .default
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors), animation: animation)
  }

  /// A query filtered by a predicate and sorted by one property.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: animation)
  }

  /// A query filtered by a predicate and sorted by one optional property.
  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
    order: SortOrder = .forward, animation: Animation = .default
  ) {
    self.init(
      FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]),
      animation: animation)
  }

  /// The models the query found, fetched again if the context changed since.
  @MainActor public var wrappedValue: [Element] {
    guard let storage = box.links.current else {
      RuntimeIssue.reportOutsideAnyHost(
        "Accessing Query<\(ModelValues.entityName(of: Element.self))>'s results outside of being installed on a "
          + "View: they are empty.")
      return []
    }
    return storage.results
  }

  /// The error the last fetch threw, if any.
  @MainActor public var fetchError: (any Error)? { box.links.current?.fetchError }

  /// The context the query fetches from.
  @MainActor public var modelContext: ModelContext {
    box.links.current?.context ?? ModelContext.schemaless
  }
}

/// The query's storage per identity the view value is placed at.
final class QueryBox<Element: PersistentModel> {
  let links = IdentityLinks<QueryStorage<Element>>()
}

extension Query: DynamicPropertySlot {
  func link(_ context: LinkContext) {
    let storage = QueryStorages.storage(for: context.node, label: context.label) {
      QueryStorage<Element>(node: context.node, label: context.label)
    }
    storage.update(context: context.node.environment.modelContext, descriptor: descriptor)
    box.links.link(storage, for: context.node)
  }

  /// A query made again by the view's `init` with another filter, sort or limit (a search
  /// field's text captured in its predicate) is a changed input: the view runs again and the
  /// query fetches anew.
  func inputChanged(from previous: Any) -> Bool? {
    guard let previous = previous as? Query<Element> else { return true }
    return previous.descriptor.comparisonKey != descriptor.comparisonKey
  }
}
