import StateRuntime

/// A one-property update on a fresh tree, and the same update after the same
/// views re-ran many times (DESIGN.md "Budgets": at most 1.5 × the first).
///
/// Each cell reads a property that rarely changes (the theme) and gets the
/// grid's tick as an input, so every tick re-runs every cell without any
/// Observation callback firing. Each re-run registers on the theme again; if
/// a superseded evaluation's registration lingered, the theme's registrar
/// would hold one per re-run, and the next theme write would call them all.
@MainActor
enum HistoryBenchmark {
  @Observable final class Board {
    var theme = "light"
  }

  struct Cell: View {
    let board: Board
    let index: Int
    let tick: Int
    var body: some View { Text("\(index): \(board.theme) \(tick)") }
  }

  struct Grid: View {
    let board: Board
    let cells: Int
    @State private var tick = 0
    var body: some View {
      VStack {
        ForEach(0..<cells, id: \.self) { index in Cell(board: board, index: index, tick: tick) }
        Button("Tick") { tick += 1 }
      }
    }
  }

  struct Result: Sendable {
    /// Median milliseconds for a theme write plus the flush, on a fresh tree.
    let freshMilliseconds: Double
    /// The same, after every cell re-ran `history` times.
    let afterHistoryMilliseconds: Double
    let history: Int
  }

  static func measure(cells: Int = 10, history: Int, trials: Int) -> Result {
    let clock = ContinuousClock()
    var fresh: [Double] = []
    var afterHistory: [Double] = []
    for trial in 0..<trials {
      let board = Board()
      let host = ViewHost(Grid(board: board, cells: cells))
      let start = clock.now
      board.theme = "dark \(trial)"
      host.flush()
      fresh.append(milliseconds(clock.now - start))
      for _ in 0..<history {
        try? host.tap("Tick")
      }
      let later = clock.now
      board.theme = "light \(trial)"
      host.flush()
      afterHistory.append(milliseconds(clock.now - later))
      precondition(host.element("0: light \(trial) \(history)") != nil, "the update did not reach the screen")
    }
    return Result(
      freshMilliseconds: median(fresh), afterHistoryMilliseconds: median(afterHistory), history: history)
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1000 + Double(attoseconds) / 1e15
  }
}
