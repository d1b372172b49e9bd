import LessonKit
import StateRuntime
import Testing

@testable import LessonCatalog

/// Every quiz question that states what the runtime does (a body runs or is
/// skipped, state is created, kept or discarded, an initialiser runs) has
/// that statement checked against a run, so the quiz and the runtime cannot
/// disagree. Predict questions are checked by ``QuizPredictKeyTests``; the
/// choice and recall questions are checked here, each by driving the
/// runtime in both eras, or by the named suite that already runs the claim.
@MainActor
struct QuizClaimTests {
  /// Words that mark a statement about body runs, creation or discarding.
  nonisolated static func statesAnOutcome(_ text: String) -> Bool {
    text.lowercased().contains(
      /re-?runs?\b|runs? again|body (runs?|ran)|re-?evaluat|skipped|created|discarded|thrown away|fresh state|re-?render|built once|once per identity|every init|runs? (before|when|on)/
    )
  }

  /// The text a question states: its prompt and every option and reason, or its model answer.
  nonisolated static func statedText(of question: QuizQuestion) -> String? {
    switch question.kind {
    case .choice(let choice):
      question.prompt + " " + choice.options.map { $0.text + " " + $0.why }.joined(separator: " ")
    case .recall(let recall): question.prompt + " " + recall.modelAnswer
    case .predict, .packPredict: nil
    }
  }

  /// Questions whose claim another suite runs against the runtime or the compiler.
  nonisolated static let checkedElsewhere: [String: String] = [
    "environment-storm.choice-closure": "ClosureInputTests",
    "binding-by-value.choice-suspects": "BindingInputTests",
    "costly-state-init.choice-where": "TaskLifetimeTests",
    "costly-state-init.recall-task": "TaskLifetimeTests",
    "main-actor-model.choice-diagnostic": "MainActorDiagnosticTests",
    "main-actor-model.choice-nonisolated": "MainActorDiagnosticTests",
    "main-actor-model.choice-warning": "BackgroundWriteTests",
    "main-actor-model.choice-observable-warning": "BackgroundWriteTests",
  ]

  /// Questions the vocabulary flags whose statement is advice, not an outcome of a run.
  nonisolated static let noRuntimeClaim: [String: String] = [
    "environment-storm.choice-fit": "which value suits the environment is design advice",
    "derived-state.choice-sorted":
      "where a sort belongs is design advice; lesson 12's scenario counts the sorts",
    "broad-summary.recall-diagnose": "a debugging method; its facts are broad-summary.choice-why's",
  ]

  @Test func everyQuestionThatStatesAnOutcomeIsChecked() {
    for question in QuizBank.all {
      guard let text = Self.statedText(of: question), Self.statesAnOutcome(text) else { continue }
      let covered =
        Self.claims[question.id] != nil || Self.checkedElsewhere[question.id] != nil
        || Self.noRuntimeClaim[question.id] != nil
      #expect(
        covered, "\(question.id) states a runtime outcome that no run checks: add it to QuizClaimTests.claims"
      )
    }
  }

  @Test func everyListedQuestionExists() {
    let ids = Set(QuizBank.all.map(\.id))
    for id in Array(Self.claims.keys) + Array(Self.checkedElsewhere.keys) + Array(Self.noRuntimeClaim.keys) {
      #expect(ids.contains(id), "\(id) is not a question of the bank")
    }
  }

  nonisolated static var claimIDs: [String] { claims.keys.sorted() }

  @Test(arguments: claimIDs, XcodeRelease.allCases)
  func theClaimHoldsInARun(id: String, xcode: XcodeRelease) async throws {
    let claim = try #require(Self.claims[id])
    try await claim(xcode)
  }
}
