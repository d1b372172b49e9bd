import Foundation

/// The spaced-review rule: FSRS-6, the scheduler of the open-spaced-repetition project,
/// written here from its published formulas with its default parameters.
///
/// Every answered question has a memory state: its **stability** `S` (the days until the
/// chance of recalling it falls to 90 %), its **difficulty** `D` (1–10) and, at any moment,
/// its **retrievability** `R`, that chance. With `t` days since the last answer and the
/// parameters `w₀…w₂₀`:
///
/// - forgetting curve: `R(t, S) = (1 + F·t/S)^C`, where `C = −w₂₀` and `F = 0.9^(1/C) − 1`
///   (so `R(S, S) = 0.9`);
/// - the next interval for a desired retention `r`: `I(r, S) = S/F · (r^(1/C) − 1)` days,
///   rounded to whole days, at least one (`I(0.9, S) = S`);
/// - a first answer rated `G` (again 1, hard 2, good 3, easy 4): `S₀ = w_{G−1}` and
///   `D₀ = w₄ − e^(w₅·(G−1)) + 1`, clamped to 1…10;
/// - difficulty after an answer: `D + ΔD·(10 − D)/9` with `ΔD = −w₆·(G − 3)`, then pulled
///   towards `D₀(4)` (unclamped) by `w₇`, clamped to 1…10;
/// - stability after a recall (hard, good, easy):
///   `S·(1 + e^w₈·(11 − D)·S^(−w₉)·(e^(w₁₀·(1−R)) − 1)·(w₁₅ if hard)·(w₁₆ if easy))`;
/// - after a lapse (again): `w₁₁·D^(−w₁₂)·((S+1)^w₁₃ − 1)·e^(w₁₄·(1−R))`, at least 0.01 and at
///   most `S / e^(w₁₇·w₁₈)`;
/// - an answer less than a day after the last one (a second sitting the same day):
///   `S·e^(w₁₇·(G − 3 + w₁₈))·S^(−w₁₉)`, never lower than `S` for good or easy.
///
/// A question answered **again** comes back after a relearning step of ten minutes, within
/// the sitting, as the project's reference scheduler does by default; the other ratings wait
/// their interval. The learning steps that scheduler puts before a new card's first interval
/// are left out: a quiz question is asked once per sitting.
package struct FSRSScheduler: Sendable {
  /// FSRS-6's default parameters `w₀…w₂₀`, as the project publishes them.
  package static let defaultParameters: [Double] = [
    0.2172, 1.1771, 3.2602, 16.1507, 7.0114, 0.57, 2.0966, 0.0069, 1.5261, 0.112, 1.0178,
    1.849, 0.1133, 0.3127, 2.2934, 0.2191, 3.0004, 0.7536, 0.3332, 0.1437, 0.2,
  ]
  /// The chance of recall at which a question is asked again, unless the learner sets another.
  package static let defaultRetention = 0.9
  /// The retentions a learner may set: below 0.7 answers are mostly forgotten; above 0.97 the
  /// intervals shrink to days for little gain.
  package static let retentionRange = 0.7...0.97
  /// The longest interval, in days (a hundred years, the reference scheduler's cap).
  package static let maximumInterval = 36_500.0
  /// How soon a question answered again is asked again.
  package static let relearningStep: TimeInterval = 10 * 60

  private static let day: TimeInterval = 24 * 60 * 60

  /// The parameters `w₀…w₂₀`.
  package let parameters: [Double]
  /// The chance of recall the intervals aim for.
  package let retention: Double

  package init(retention: Double = defaultRetention, parameters: [Double] = defaultParameters) {
    precondition(parameters.count == 21, "FSRS-6 takes 21 parameters")
    self.retention = retention
    self.parameters = parameters
  }

  private var w: [Double] { parameters }
  private var decay: Double { -w[20] }
  private var factor: Double { pow(0.9, 1 / decay) - 1 }

  /// The chance of recalling a question of stability `stability` after `days` days.
  package func retrievability(afterDays days: Double, stability: Double) -> Double {
    pow(1 + factor * max(days, 0) / stability, decay)
  }

  /// Whole days until a question of stability `stability` falls to the desired retention.
  package func intervalDays(stability: Double) -> Double {
    let days = stability / factor * (pow(retention, 1 / decay) - 1)
    return min(max(days.rounded(), 1), Self.maximumInterval)
  }

  /// The stability after a first answer rated `rating`.
  package func initialStability(_ rating: QuizRating) -> Double {
    max(w[rating.grade - 1], 0.1)
  }

  /// The difficulty after a first answer rated `rating`.
  package func initialDifficulty(_ rating: QuizRating) -> Double {
    clampDifficulty(rawInitialDifficulty(grade: rating.grade))
  }

  /// The difficulty `difficulty` becomes after an answer rated `rating`.
  package func nextDifficulty(_ difficulty: Double, after rating: QuizRating) -> Double {
    let delta = -w[6] * Double(rating.grade - 3)
    let damped = difficulty + delta * (10 - difficulty) / 9
    return clampDifficulty(w[7] * rawInitialDifficulty(grade: 4) + (1 - w[7]) * damped)
  }

  /// The stability after recalling (hard, good or easy) a question at retrievability `recall`.
  package func recallStability(
    difficulty: Double, stability: Double, retrievability recall: Double, rating: QuizRating
  ) -> Double {
    let hardPenalty = rating == .hard ? w[15] : 1
    let easyBonus = rating == .easy ? w[16] : 1
    return stability
      * (1 + exp(w[8]) * (11 - difficulty) * pow(stability, -w[9]) * (exp(w[10] * (1 - recall)) - 1)
        * hardPenalty * easyBonus)
  }

  /// The stability after forgetting (again) a question at retrievability `recall`.
  package func forgetStability(difficulty: Double, stability: Double, retrievability recall: Double) -> Double
  {
    let longTerm =
      w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exp(w[14] * (1 - recall))
    return min(max(longTerm, 0.01), stability / exp(w[17] * w[18]))
  }

  /// The stability after an answer less than a day after the last one.
  package func sameDayStability(_ stability: Double, after rating: QuizRating) -> Double {
    var increase = exp(w[17] * (Double(rating.grade) - 3 + w[18])) * pow(stability, -w[19])
    if rating == .good || rating == .easy { increase = max(increase, 1) }
    return stability * increase
  }

  /// The card after answering with `rating` at `now`; `card` is `nil` for a new question.
  package func review(_ card: QuizCard?, rating: QuizRating, at now: Date) -> QuizCard {
    let stability: Double
    let difficulty: Double
    if let card {
      let days = now.timeIntervalSince(card.lastReviewed) / Self.day
      if days < 1 {
        stability = sameDayStability(card.stability, after: rating)
      } else {
        let recall = retrievability(afterDays: days, stability: card.stability)
        stability =
          rating == .again
          ? forgetStability(difficulty: card.difficulty, stability: card.stability, retrievability: recall)
          : recallStability(
            difficulty: card.difficulty, stability: card.stability, retrievability: recall, rating: rating)
      }
      difficulty = nextDifficulty(card.difficulty, after: rating)
    } else {
      stability = initialStability(rating)
      difficulty = initialDifficulty(rating)
    }
    let wait = rating == .again ? Self.relearningStep : intervalDays(stability: stability) * Self.day
    return QuizCard(
      stability: stability, difficulty: difficulty, due: now.addingTimeInterval(wait),
      reviews: (card?.reviews ?? 0) + 1, lapses: (card?.lapses ?? 0) + (rating == .again ? 1 : 0),
      lastRating: rating, lastReviewed: now)
  }

  private func rawInitialDifficulty(grade: Int) -> Double {
    w[4] - exp(w[5] * Double(grade - 1)) + 1
  }

  private func clampDifficulty(_ difficulty: Double) -> Double {
    min(max(difficulty, 1), 10)
  }
}

extension QuizRating {
  /// FSRS's grade: again 1, hard 2, good 3, easy 4.
  package var grade: Int {
    switch self {
    case .again: 1
    case .hard: 2
    case .good: 3
    case .easy: 4
    }
  }
}
