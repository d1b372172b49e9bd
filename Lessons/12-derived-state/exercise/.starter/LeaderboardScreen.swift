import StateRuntime

/// A player's score.
struct Score: Identifiable, Equatable {
  let id: Int
  let player: String
  let points: Int
}

/// The scores, and a ranked copy of them for the screen.
@Observable
final class Leaderboard {
  var scores: [Score] = [
    Score(id: 1, player: "Ada", points: 120),
    Score(id: 2, player: "Grace", points: 150),
  ]
  var ranked: [Score] = []

  init() {
    refresh()
  }

  /// Pull to refresh re-ranks the scores.
  func refresh() {
    ranked = scores.sorted { $0.points > $1.points }
  }

  /// A finished game reports a score.
  func record(_ score: Score) {
    scores.append(score)
  }
}

struct LeaderboardScreen: View {
  let board: Leaderboard

  var body: some View {
    VStack {
      ForEach(board.ranked) { score in
        Text("\(score.player) \(score.points)")
      }
    }
  }
}
