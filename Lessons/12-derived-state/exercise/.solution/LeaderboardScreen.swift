import StateRuntime

/// A player's score.
struct Score: Identifiable, Equatable {
  let id: Int
  let player: String
  let points: Int
}

/// The scores, and the ranking derived from them at every write.
@Observable
final class Leaderboard {
  var scores: [Score] = [
    Score(id: 1, player: "Ada", points: 120),
    Score(id: 2, player: "Grace", points: 150),
  ] {
    didSet { rank() }
  }
  /// Derived from `scores`; `rank()` is its only writer.
  private(set) var ranked: [Score] = []

  init() {
    rank()
  }

  /// Pull to refresh: the ranking is always current, so nothing to do but re-rank.
  func refresh() {
    rank()
  }

  /// A finished game reports a score.
  func record(_ score: Score) {
    scores.append(score)
  }

  private func rank() {
    ranked = scores.sorted { $0.points > $1.points }
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
