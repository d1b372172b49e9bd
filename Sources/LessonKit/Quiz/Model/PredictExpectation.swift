import StateRuntime

/// The answer a lesson's author expects a predict question to have, written as a learner
/// would type it (`quiz.json`'s `"expect"`), in every Xcode era or in each one.
///
/// It is not the key: the quiz grades learners by running the snippet, every time. It is the
/// author's own prediction, worked out apart from the runtime, which `pack check` (and the
/// course's tests) hold the run to, as a test holds code to what its author expected. A
/// question whose expectation the run does not grade right fails the check, naming it.
package struct PredictExpectation: Sendable, Hashable {
  /// The expected answer in each era, as typed (`CoinRow, PurseScreen`, `Badge 1`, `none`).
  package let answers: [XcodeRelease: String]

  /// The same answer in every era.
  package init(_ answer: String) {
    self.answers = Dictionary(uniqueKeysWithValues: XcodeRelease.allCases.map { ($0, answer) })
  }

  /// An answer for each era; every era must have one (``QuizFile`` makes sure).
  package init(byEra answers: [XcodeRelease: String]) {
    self.answers = answers
  }

  /// Why `run` (in `xcode`) does not grade the expected answer right, or `nil` when it does:
  /// graded as the quiz grades a learner's answer to `ask`.
  package func mismatch(with run: PredictRun, ask: PredictAsk, in xcode: XcodeRelease) -> String? {
    guard let answer = answers[xcode] else { return "it gives no expected answer for \(xcode)" }
    switch ask {
    case .reevaluatedViews:
      let named: Set<String>
      do {
        named = try QuizAnswerParser.views(answer, known: run.views)
      } catch {
        return "it expects \"\(answer)\", which the quiz would not take as an answer: \(error)"
      }
      guard named != Set(run.reevaluated) else { return nil }
      return "it expects \"\(answer)\", but the runtime re-evaluated \(run.key(for: ask))"
    case .controlValue(let label):
      guard !run.accepts(answer, forControl: label) else { return nil }
      return "it expects \"\(label)\" to show \"\(answer)\", but it shows \"\(run.key(for: ask))\""
    }
  }
}
