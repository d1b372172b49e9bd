import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Delivers notifications to the main actor from whatever thread a model
/// was mutated on.
///
/// Observation calls back synchronously on the mutating thread. On the main
/// thread the invalidation is recorded at once, so it is deterministic; from
/// another thread it hops to the main actor and counts as pending activity,
/// so `settle()` waits for it.
enum MainThread {
  #if os(Linux)
    private static let mainThread = Atomic<UInt>(0)

    /// The concurrency runtime's own answer to "is this code running on
    /// this executor?", asked so that it never traps (flags 0).
    ///
    /// On Linux the main actor is not pinned to the main thread: after a
    /// suspension of an async `main` it runs on another thread (measured on
    /// Swift 6.3.1), so comparing threads misjudges main-actor code. The
    /// function is the one `Task.immediate` and `assumeIsolated` use; it is
    /// not declared in a public module, so it is looked up by name. Its
    /// executor argument is `UnownedSerialExecutor`'s two words.
    private typealias IsCurrentExecutor = @convention(c) (UnsafeRawPointer?, UInt, UInt64) -> Bool
    private static let isCurrentExecutor: IsCurrentExecutor? = {
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_isCurrentExecutorWithFlags") else {
        return nil
      }
      return unsafeBitCast(symbol, to: IsCurrentExecutor.self)
    }()
  #endif

  /// Notes the calling thread as the main actor's, for the fallback check.
  static func recordCurrentThreadAsMain() {
    #if os(Linux)
      mainThread.store(UInt(pthread_self()), ordering: .relaxed)
    #endif
  }

  /// A mark set on the main dispatch queue, readable from the blocks it runs.
  ///
  /// A `DispatchQueue.main.async` block runs on the main queue, which is the
  /// main actor's executor, but outside any task: the concurrency runtime's
  /// check answers "no" there on Linux (measured on Swift 6.3.1), so a write
  /// in such a block was taken for an off-main one, delivered by a hop later
  /// and merged with the next turn's (issue 34, item 1). `getSpecific` reads
  /// the mark of the queue running the caller without trapping.
  private static let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether `queue` is the main queue (its Swift wrapper is a new object on
  /// every read of `DispatchQueue.main`, so `===` cannot tell).
  static func isMainQueue(_ queue: DispatchQueue) -> Bool {
    queue.getSpecific(key: mainQueueMark) == true
  }

  /// Whether the caller runs on the main actor.
  static var isCurrent: Bool {
    #if os(Linux)
      if let isCurrentExecutor {
        let executor = unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self)
        if isCurrentExecutor(executor.0, executor.1, 0) { return true }
        return DispatchQueue.getSpecific(key: mainQueueMark) == true
      }
      return UInt(pthread_self()) == mainThread.load(ordering: .relaxed)
        || DispatchQueue.getSpecific(key: mainQueueMark) == true
    #else
      return pthread_main_np() != 0
    #endif
  }

  static func perform(
    _ activity: ActivityMonitor, _ work: @escaping @MainActor @Sendable () -> Void
  ) {
    if isCurrent {
      MainActor.assumeIsolated(work)
    } else {
      let ticket = activity.begin("an update delivered from another thread")
      let deliver: @Sendable () -> Void = {
        Task { @MainActor in
          work()
          activity.end(ticket)
        }
      }
      if let held = HeldDeliveries.current {
        held.append(deliver)
      } else {
        deliver()
      }
    }
  }

  /// Runs an off-main write that announces itself before it stores (an
  /// `objectWillChange.send()` then the assignment), delivering the
  /// announcement's update to the main actor only once the value is stored.
  ///
  /// SwiftUI hears a background `objectWillChange` on the writing thread and
  /// updates the view in a later main-thread transaction, by which time the
  /// assignment has long finished. Hopping at once would let the main actor
  /// re-run the body between the announcement and the store, reading the old
  /// value on a loaded machine only: a race SwiftUI does not show.
  static func deliveringAfter<Result>(_ write: () throws -> Result) rethrows -> Result {
    if isCurrent { return try write() }
    let held = HeldDeliveries()
    defer { held.release() }
    return try HeldDeliveries.$current.withValue(held, operation: write)
  }
}

/// Main-actor deliveries held back while an off-main write finishes.
private final class HeldDeliveries: Sendable {
  @TaskLocal static var current: HeldDeliveries?

  private let deliveries = Mutex<[@Sendable () -> Void]>([])

  func append(_ delivery: @escaping @Sendable () -> Void) {
    deliveries.withLock { $0.append(delivery) }
  }

  /// Sends what was held, in the order it was announced.
  func release() {
    let held = deliveries.withLock { held in
      let taken = held
      held = []
      return taken
    }
    for delivery in held {
      delivery()
    }
  }
}
