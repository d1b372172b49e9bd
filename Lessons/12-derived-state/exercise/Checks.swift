// The checks for the exercise 'derived-state'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: Leaderboard, LeaderboardScreen, Score.

import StateRuntime

@MainActor func rankedLines(_ host: ViewHost<LeaderboardScreen>) -> [String] {
  host.elements().filter { $0.kind == .text }.map(\.label)
}

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the board starts ranked") {
      let host = ViewHost(LeaderboardScreen(board: Leaderboard()))
      try expectEqual(rankedLines(host), ["Grace 150", "Ada 120"], "the ranking at first", log: host.events)
    },
    Check("a recorded score appears in rank order") {
      let board = Leaderboard()
      let host = ViewHost(LeaderboardScreen(board: board))
      board.record(Score(id: 3, player: "Linus", points: 130))
      host.flush()
      try expectEqual(
        rankedLines(host), ["Grace 150", "Linus 130", "Ada 120"], "the ranking after Linus scored 130",
        log: host.events)
    },
    Check("every writer of scores keeps the ranking right") {
      let board = Leaderboard()
      let host = ViewHost(LeaderboardScreen(board: board))
      board.scores.removeAll { $0.player == "Grace" }
      host.flush()
      try expectEqual(
        rankedLines(host), ["Ada 120"], "the ranking after Grace's score was removed", log: host.events)
    },
  ]
}
