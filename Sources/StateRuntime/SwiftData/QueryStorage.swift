/// A query's results for one view identity, and its subscription to its context's changes.
@MainActor
final class QueryStorage<Element: PersistentModel> {
  private weak var node: ViewNode?
  private let label: String
  private(set) var context: ModelContext?
  private var observer: Int?
  private var descriptor: FetchDescriptor<Element>?
  private var fetched: [Element] = []
  private var hasFetched = false
  /// Why the results are stale: the log's words for the changes since the last fetch.
  private var reasons: [String] = []
  private(set) var fetchError: (any Error)?

  init(node: ViewNode, label: String) {
    self.node = node
    self.label = label
  }

  var isAlive: Bool { node?.isMounted ?? false }

  func belongs(to other: ViewNode) -> Bool { node === other }

  /// A new view value: its context and descriptor. Another context means another fetch.
  func update(context newContext: ModelContext, descriptor newDescriptor: FetchDescriptor<Element>) {
    descriptor = newDescriptor
    guard newContext !== context else { return }
    if let context, let observer { context.removeObserver(observer) }
    context = newContext
    hasFetched = false
    reasons = []
    let entity = ModelValues.entityName(of: Element.self)
    observer = newContext.addObserver { [weak self] change in
      guard change.entity == entity else { return }
      guard MainThread.isCurrent else {
        // SwiftUI's queries use the main context, which belongs to the main actor.
        RuntimeIssue.reportOutsideAnyHost(
          "SwiftData: the context a @Query of \(entity) uses was changed off the main actor; the query does "
            + "not see it. Change the main context on the main actor, or save in a context of your own.")
        return
      }
      MainActor.assumeIsolated { self?.contextChanged(change) }
    }
  }

  func detach() {
    if let context, let observer { context.removeObserver(observer) }
    observer = nil
  }

  /// A change in the context: the view's body runs again in the next update, and the query
  /// fetches when the body reads it. Several changes before that update make one fetch.
  private func contextChanged(_ change: ModelContextChange) {
    guard let node, node.isMounted, hasFetched else { return }
    if reasons.isEmpty {
      node.graph.invalidate(node, because: .property(label))
    }
    if !reasons.contains(change.reason) { reasons.append(change.reason) }
  }

  var results: [Element] {
    if !hasFetched || !reasons.isEmpty { fetch() }
    return fetched
  }

  private func fetch() {
    guard let context, let descriptor else { return }
    let before = hasFetched ? fetched.count : nil
    if !context.container.knows(Element.self), context.container.schema.entityNames.isEmpty {
      node?.graph.raise(
        RuntimeIssue(
          kind: .missingEnvironmentObject, severity: .error,
          message:
            "SwiftData: @Query of \(ModelValues.entityName(of: Element.self)) in \(node?.typeName ?? "a view") "
            + "found no model container in its environment, and fetches nothing. Attach one with "
            + ".modelContainer(for: \(ModelValues.entityName(of: Element.self)).self) on the view or its WindowGroup.",
          path: node?.path))
    }
    do {
      fetched = try context.fetch(descriptor)
      fetchError = nil
    } catch {
      fetchError = error
      fetched = []
    }
    hasFetched = true
    if let node {
      node.graph.record(
        .queryFetched(
          QueryFetched(
            view: node.typeName, path: node.path, property: label,
            entity: ModelValues.entityName(of: Element.self), context: context.isMain ? "main" : "other",
            reasons: reasons, previousCount: before, count: fetched.count)))
    }
    reasons = []
  }
}

/// Every query's storage, by view identity and property; storages of views gone are dropped.
@MainActor
enum QueryStorages {
  private static var storages: [String: AnyObject] = [:]

  static func storage<Storage: AnyObject>(
    for node: ViewNode, label: String, make: () -> Storage
  ) -> Storage {
    // A graph and a node may reuse the address and number of ones gone: the storage must be
    // this very node's.
    let key = "\(ObjectIdentifier(node.graph).hashValue)/\(node.id)/\(label)"
    if let existing = storages[key] as? Storage,
      (existing as? any QueryStorageProtocol)?.belongs(to: node) == true
    {
      return existing
    }
    prune()
    let storage = make()
    storages[key] = storage
    return storage
  }

  private static func prune() {
    for (key, storage) in storages {
      guard let storage = storage as? any QueryStorageProtocol, !storage.isAlive else { continue }
      storage.detach()
      storages[key] = nil
    }
  }
}

@MainActor
protocol QueryStorageProtocol: AnyObject {
  var isAlive: Bool { get }
  func belongs(to node: ViewNode) -> Bool
  func detach()
}

extension QueryStorage: QueryStorageProtocol {}
