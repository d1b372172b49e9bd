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
  #endif

  static func recordCurrentThreadAsMain() {
    #if os(Linux)
      mainThread.store(UInt(pthread_self()), ordering: .relaxed)
    #endif
  }

  static var isCurrent: Bool {
    #if os(Linux)
      return UInt(pthread_self()) == mainThread.load(ordering: .relaxed)
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
      Task { @MainActor in
        work()
        activity.end(ticket)
      }
    }
  }
}
