import Synchronization

/// Counts work still running on behalf of the host: tasks started by actions,
/// `.task` modifiers, and updates on their way to the main actor.
///
/// `settle()` is quiet when this is empty and no view is invalidated.
final class ActivityMonitor: Sendable {
  struct Ticket: Sendable, Hashable {
    let id: Int
  }

  private struct Entries {
    var nextID = 0
    var running: [Int: String] = [:]
  }

  private let entries = Mutex(Entries())

  func begin(_ description: String) -> Ticket {
    entries.withLock { entries in
      entries.nextID += 1
      entries.running[entries.nextID] = description
      return Ticket(id: entries.nextID)
    }
  }

  func end(_ ticket: Ticket) {
    _ = entries.withLock { $0.running.removeValue(forKey: ticket.id) }
  }

  var isQuiet: Bool {
    entries.withLock { $0.running.isEmpty }
  }

  /// What is still running, oldest first.
  var running: [String] {
    entries.withLock { entries in entries.running.sorted { $0.key < $1.key }.map(\.value) }
  }
}

/// Marks the unstructured tasks one action starts.
///
/// Bound to a `@TaskLocal` while the action runs, it is copied into every
/// `Task { }` the action creates, held by every `Task.detached` it starts
/// (which inherits no task-locals; see `DetachedTask.swift`), and released
/// when the last of them finishes: its `deinit` means "all tasks from this
/// action are done", with no hooks into the concurrency runtime.
final class ActionActivity: Sendable {
  @TaskLocal static var current: ActionActivity?

  private let monitor: ActivityMonitor
  private let ticket: ActivityMonitor.Ticket

  init(monitor: ActivityMonitor, description: String) {
    self.monitor = monitor
    self.ticket = monitor.begin(description)
  }

  deinit {
    monitor.end(ticket)
  }
}
