import StateRuntime

/// A book search over a simulated network whose answers take a set time:
/// short queries match more books and take longer (300 ms for one or two
/// letters, 20 ms for more).
///
/// The wait is on the host's clock (``RuntimeClock``), not the wall: the
/// host moves that clock on only when nothing else can run, so the race
/// below happens the same way on every run however busy the machine is. A
/// search whose task is cancelled while it waits throws `CancellationError`,
/// as `Task.sleep` does. `URLSession`'s async methods throw
/// `URLError(.cancelled)` instead (Ole Begemann, "Cancellation can come in
/// many forms"), so a caller should not rely on the error's type alone.
@MainActor
final class BookSearch {
  nonisolated static let titles = [
    "Swift in Depth", "Swimming for Everyone", "Swift Concurrency", "Sailing Basics",
  ]

  /// Queries whose answers arrived, in arrival order.
  private(set) var answered: [String] = []

  /// How long the answer for `query` takes: 300 ms for one or two letters, 20 ms for more.
  nonisolated static func latency(of query: String) -> Duration {
    query.count <= 2 ? .milliseconds(300) : .milliseconds(20)
  }

  /// The titles starting with `query`. Throws `CancellationError` if the
  /// calling task is cancelled while it waits.
  func search(_ query: String) async throws -> [String] {
    guard !query.isEmpty else { return [] }
    try await RuntimeClock.sleep(for: Self.latency(of: query))
    answered.append(query)
    return Self.matches(query)
  }

  nonisolated static func matches(_ query: String) -> [String] {
    query.isEmpty ? [] : titles.filter { $0.lowercased().hasPrefix(query.lowercased()) }
  }
}
