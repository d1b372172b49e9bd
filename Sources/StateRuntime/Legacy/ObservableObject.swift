import Synchronization

/// A class whose changes views observe as a whole (the pre-Observation model).
///
/// Any `@Published` write announces `objectWillChange`, and every view that
/// observes the object re-evaluates, whichever property it read. Combine does
/// not exist on Linux; this is the minimum SwiftUI relies on.
public protocol ObservableObject: AnyObject {
  /// Announces that the object is about to change.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// A publisher kept per object, as Combine synthesises one.
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.shared(for: self)
  }
}

/// Announces "this object will change" to its subscribers.
public final class ObservableObjectPublisher: Sendable {
  private struct Subscribers {
    var nextID = 0
    var handlers: [Int: @Sendable () -> Void] = [:]
  }

  private let subscribers = Mutex(Subscribers())

  public init() {}

  /// Tells every subscriber the object will change.
  public func send() {
    let handlers = subscribers.withLock { state in
      state.handlers.sorted { $0.key < $1.key }.map(\.value)
    }
    for handler in handlers {
      handler()
    }
  }

  func subscribe(
    for objectID: ObjectIdentifier?, _ handler: @escaping @Sendable () -> Void
  ) -> ObjectWillChangeSubscription {
    let id = subscribers.withLock { state in
      state.nextID += 1
      state.handlers[state.nextID] = handler
      return state.nextID
    }
    return ObjectWillChangeSubscription(publisher: self, id: id, objectID: objectID)
  }

  fileprivate func unsubscribe(_ id: Int) {
    _ = subscribers.withLock { $0.handlers.removeValue(forKey: id) }
  }

  /// Remembers which object a publisher belongs to, without keeping it alive.
  ///
  /// `@unchecked Sendable`: the reference is only compared by identity under
  /// the table's lock, never used to reach the object's state.
  private final class Entry: @unchecked Sendable {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher

    init(object: AnyObject, publisher: ObservableObjectPublisher) {
      self.object = object
      self.publisher = publisher
    }
  }

  private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

  static func shared(for object: AnyObject) -> ObservableObjectPublisher {
    let key = ObjectIdentifier(object)
    let entry = Entry(object: object, publisher: ObservableObjectPublisher())
    return table.withLock { table in
      if let existing = table[key], existing.object === object {
        return existing.publisher
      }
      // Forget entries whose objects are gone, so identifiers can be reused.
      for (staleKey, stale) in table where stale.object == nil {
        table[staleKey] = nil
      }
      table[key] = entry
      return entry.publisher
    }
  }
}

/// Keeps a view subscribed to an object; unsubscribes when released.
final class ObjectWillChangeSubscription: Sendable {
  private let publisher: ObservableObjectPublisher
  private let id: Int
  let objectID: ObjectIdentifier?

  fileprivate init(publisher: ObservableObjectPublisher, id: Int, objectID: ObjectIdentifier?) {
    self.publisher = publisher
    self.id = id
    self.objectID = objectID
  }

  deinit {
    publisher.unsubscribe(id)
  }
}
