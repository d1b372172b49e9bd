import Testing

@testable import StateRuntime

/// A registration is cancelled when its view's body runs again and when the
/// view leaves, so update cost never grows with history (DESIGN.md, "The
/// runtime contract"). A registration holds its evaluation's token; a token
/// that is released proves every registration made under it is gone, even
/// from properties that never changed.
@MainActor
struct RegistrationCancellationTests {
  @Observable final class Board {
    var theme = "light"
    var counter = 0
    var rows = ["a", "b"]
  }

  struct Cell: View {
    let board: Board
    var body: some View { Text("\(board.theme) \(board.counter)") }
  }

  struct Screen: View {
    let board: Board
    @State private var showsCell = true
    var body: some View {
      VStack {
        if showsCell { Cell(board: board) }
        ForEach(board.rows, id: \.self) { row in Text("\(row) \(board.theme)") }
        Button("Hide") { showsCell = false }
      }
    }
  }

  private final class WeakToken {
    weak var token: TrackingToken?
    init(_ token: TrackingToken?) { self.token = token }
  }

  private func cellToken(_ host: ViewHost<Screen>) -> TrackingToken? {
    host.graph.allNodes().first { $0.typeName == "Cell" }?.trackingToken
  }

  @Test func aBodyRunningAgainCancelsTheRegistrationsOfTheLastOne() {
    let board = Board()
    let host = ViewHost(Screen(board: board))
    var superseded: [WeakToken] = []
    for _ in 0..<50 {
      superseded.append(WeakToken(cellToken(host)))
      board.counter += 1
      host.flush()
    }
    #expect(host.bodyCount(of: "Cell") == 51)
    // The theme never changed, yet nothing registered on it by the 50
    // superseded evaluations is left.
    #expect(superseded.allSatisfy { $0.token == nil })
    #expect(cellToken(host) != nil)
    board.theme = "dark"
    host.flush()
    #expect(host.element("dark 50") != nil)
  }

  @Test func aViewThatLeavesCancelsItsRegistrations() throws {
    let board = Board()
    let host = ViewHost(Screen(board: board))
    let last = WeakToken(cellToken(host))
    try host.tap("Hide")
    #expect(last.token == nil)
    board.theme = "dark"
    host.flush()
    #expect(!host.fired().contains { $0.hasPrefix("Cell") })
  }

  @Test func rowScopesAreCancelledWithTheirOwnersBody() {
    let board = Board()
    let host = ViewHost(Screen(board: board))
    let screen = host.graph.allNodes().first { $0.typeName == "Screen" }
    let first = WeakToken(screen?.trackingToken)
    board.rows.append("c")
    host.flush()
    #expect(first.token == nil)
    // The new rows' scopes count: a theme change reaches the screen once.
    host.resetCounts()
    board.theme = "dark"
    host.flush()
    #expect(host.bodyCount(of: "Screen") == 1)
    #expect(host.element("c dark") != nil)
  }
}
