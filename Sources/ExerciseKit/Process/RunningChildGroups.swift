import Synchronization
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process groups of the children running now, so that a tool ended by `SIGTERM` or
/// `SIGHUP` ends them before it goes.
///
/// Each ``ChildProcess`` runs in a process group of its own, which the tool kills on a time
/// limit or Ctrl-C. A signal that ends the tool itself (`kill`, a closed terminal's `SIGHUP`,
/// which reaches only the terminal's foreground group) left those groups running: the
/// runtime's 20 s build, or a compile outside the sandbox, went on as orphans. With
/// ``endWithTheTool()`` installed, the handler asks every registered group to stop with
/// `SIGINT` (a Swift driver then ends its jobs, which run in groups of their own; see
/// ``ChildProcess/interruptGrace``), waits 0.3 s, kills the groups with `SIGKILL`, and ends
/// the tool by the same signal, as it would have ended. Meanwhile a thread whose child ends
/// waits in ``ChildProcess`` for the end, so that no compile stopped this way is reported as
/// having failed.
///
/// What this cannot cover: a `SIGKILL` of the tool (nothing runs), and a child spawned in
/// the microseconds before it is registered. Programs under `lessons-supervisor` and in the
/// sandbox die with the tool in any case (the parent-death signal, `bwrap --die-with-parent`).
package enum RunningChildGroups {
  /// How many children can be registered at once; more run unregistered.
  static let capacity = 256

  /// One slot per running child: its process group, or 0. Atomics, as the signal handler
  /// reads them (a lock is not async-signal-safe); allocated once, never freed.
  nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<Int32>> = {
    let slots = UnsafeMutablePointer<Atomic<Int32>>.allocate(capacity: capacity)
    for index in 0..<capacity { (slots + index).initialize(to: Atomic<Int32>(0)) }
    return slots
  }()

  /// Set by the handler: the tool is ending by a signal.
  private static let ending = Atomic<Bool>(false)

  /// Whether the tool is ending by `SIGTERM` or `SIGHUP`: a child that ended now was stopped
  /// for that, and its outcome says nothing about the program or the compiler.
  static var isEnding: Bool { ending.load(ordering: .sequentiallyConsistent) }

  /// Registers the group `group` (a child's pid, which leads its group); returns its slot, or
  /// `nil` when every slot is taken.
  static func add(_ group: pid_t) -> Int? {
    for index in 0..<capacity
    where slots[index].compareExchange(expected: 0, desired: group, ordering: .sequentiallyConsistent)
      .exchanged
    {
      return index
    }
    return nil
  }

  /// Forgets the group in `slot`, if it is still `group`'s.
  static func remove(_ group: pid_t, from slot: Int?) {
    guard let slot else { return }
    _ = slots[slot].compareExchange(expected: group, desired: 0, ordering: .sequentiallyConsistent)
  }

  /// The groups registered now, for tests.
  static var groups: [pid_t] {
    (0..<capacity).map { slots[$0].load(ordering: .sequentiallyConsistent) }.filter { $0 != 0 }
  }

  /// Sends `signal` to every registered group; returns whether there was one.
  /// Async-signal-safe: atomic loads and `kill`.
  @discardableResult
  fileprivate static func signalAll(_ signal: Int32) -> Bool {
    var any = false
    for index in 0..<capacity {
      let group = slots[index].load(ordering: .sequentiallyConsistent)
      if group > 0 {
        kill(-group, signal)
        any = true
      }
    }
    return any
  }

  /// Asks every group to stop, gives a driver the time to end its jobs, then kills them.
  /// Async-signal-safe: `kill` and `nanosleep`.
  fileprivate static func endAll() {
    guard signalAll(SIGINT) else { return }
    var pause = timespec(tv_sec: 0, tv_nsec: 300_000_000)
    nanosleep(&pause, nil)
    signalAll(SIGKILL)
  }

  /// Has `SIGTERM` and `SIGHUP` kill the running children's groups, then end the tool by the
  /// same signal. For the tool's process only: a test process keeps its own handling.
  package static func endWithTheTool() {
    // The slots and the flag now: the handler must not run their lazy initialisers.
    _ = slots
    _ = isEnding
    for signal in [SIGTERM, SIGHUP] {
      SignalAction.install(signal) { signal in
        RunningChildGroups.ending.store(true, ordering: .sequentiallyConsistent)
        RunningChildGroups.endAll()
        SignalAction.restoreDefault(signal)
        raise(signal)
      }
    }
  }
}
