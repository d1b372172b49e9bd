import StateRuntime

/// A book search over a simulated network whose answers take a set time:
/// short queries match more books and take longer (300 ms for one or two
/// letters, 20 ms for more).
///
/// Time here is simulated, not slept, so the race below happens the same
/// way on every run however busy the machine is: every search asked for in
/// one go (before any answer could arrive) is answered in order of latency,
/// fastest first, as a real network would answer them. A search whose task
/// is cancelled while it waits throws `CancellationError`, as `URLSession`
/// and `Task.sleep` do.
@MainActor
final class BookSearch {
  nonisolated static let titles = [
    "Swift in Depth", "Swimming for Everyone", "Swift Concurrency", "Sailing Basics",
  ]

  /// Queries whose answers arrived, in arrival order.
  private(set) var answered: [String] = []

  private struct Request {
    let id: Int
    let query: String
    let answer: CheckedContinuation<Void, any Error>
  }

  private var waiting: [Request] = []
  private var cancelled: Set<Int> = []
  private var nextID = 0

  /// How long the answer for `query` takes: 300 ms for one or two letters, 20 ms for more.
  nonisolated static func latency(of query: String) -> Duration {
    query.count <= 2 ? .milliseconds(300) : .milliseconds(20)
  }

  /// The titles starting with `query`. Throws `CancellationError` if the
  /// calling task is cancelled while it waits.
  func search(_ query: String) async throws -> [String] {
    guard !query.isEmpty else { return [] }
    nextID += 1
    let id = nextID
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (answer: CheckedContinuation<Void, any Error>) in
        if cancelled.remove(id) != nil {
          answer.resume(throwing: CancellationError())
          return
        }
        waiting.append(Request(id: id, query: query, answer: answer))
        // Tasks started in one go are all queued on the main actor before
        // this delivery runs, so it sees every request made together.
        Task { @MainActor in self.deliverAnswers() }
      }
    } onCancel: {
      Task { @MainActor in self.cancel(id) }
    }
    answered.append(query)
    return Self.matches(query)
  }

  /// Answers every waiting request, fastest first.
  private func deliverAnswers() {
    let due = waiting.enumerated().sorted {
      (Self.latency(of: $0.element.query), $0.offset) < (Self.latency(of: $1.element.query), $1.offset)
    }
    waiting = []
    for (_, request) in due {
      request.answer.resume()
    }
  }

  private func cancel(_ id: Int) {
    guard let index = waiting.firstIndex(where: { $0.id == id }) else {
      // Not waiting yet (or answered already): refuse it when it asks.
      cancelled.insert(id)
      return
    }
    waiting.remove(at: index).answer.resume(throwing: CancellationError())
  }

  nonisolated static func matches(_ query: String) -> [String] {
    query.isEmpty ? [] : titles.filter { $0.lowercased().hasPrefix(query.lowercased()) }
  }
}
