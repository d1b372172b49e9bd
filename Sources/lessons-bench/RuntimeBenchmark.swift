import StateRuntime

/// Mount and one-property update of a list of N rows, each row its own view
/// reading its own element (DESIGN.md "Budgets").
@MainActor
enum RuntimeBenchmark {
  @Observable final class Row: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
      self.id = id
      self.title = title
    }
  }

  @Observable final class Postbox {
    var rows: [Row]

    init(count: Int) {
      rows = (0..<count).map { Row(id: $0, title: "Message \($0)") }
    }
  }

  struct RowView: View {
    let row: Row
    var body: some View { Text(row.title) }
  }

  struct PostboxView: View {
    let inbox: Postbox
    var body: some View {
      List(inbox.rows) { row in RowView(row: row) }
    }
  }

  struct Result: Sendable {
    let rows: Int
    /// Median milliseconds to mount the whole list.
    let mountMilliseconds: Double
    /// Median milliseconds for one row's title change plus the flush.
    let updateMilliseconds: Double
    /// Body evaluations one update caused (must be 1: only that row).
    let updateBodyEvaluations: Int
  }

  static func measure(rows: Int, mounts: Int, updates: Int) -> Result {
    let clock = ContinuousClock()
    var mountTimes: [Double] = []
    var lastHost: ViewHost<PostboxView>?
    var lastPostbox: Postbox?
    for _ in 0..<mounts {
      let inbox = Postbox(count: rows)
      let start = clock.now
      let host = ViewHost(PostboxView(inbox: inbox))
      mountTimes.append(milliseconds(clock.now - start))
      lastHost = host
      lastPostbox = inbox
    }
    guard let host = lastHost, let inbox = lastPostbox else { fatalError("no mounts") }

    var updateTimes: [Double] = []
    var evaluations: [Int] = []
    let target = inbox.rows[rows / 2]
    for iteration in 0..<updates {
      host.resetCounts()
      let start = clock.now
      target.title = "Changed \(iteration)"
      host.flush()
      updateTimes.append(milliseconds(clock.now - start))
      evaluations.append(host.bodyCounts.values.reduce(0, +))
    }
    precondition(host.element("Changed \(updates - 1)") != nil, "the update did not reach the screen")
    return Result(
      rows: rows, mountMilliseconds: median(mountTimes), updateMilliseconds: median(updateTimes),
      updateBodyEvaluations: evaluations.max() ?? 0)
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
