import LessonKit
import Testing

@MainActor
struct QuizSessionTests {
  private func run(_ questions: [QuizQuestion], answers: [String], interrupt: Bool = false)
    -> (QuizSummary, ScriptedQuizIO, [String: QuizRating])
  {
    let io = ScriptedQuizIO(answers, endsWithInterrupt: interrupt)
    var recorded: [String: QuizRating] = [:]
    let summary = QuizSession(questions: questions, io: io) { recorded[$0.id] = $1 }.run()
    return (summary, io, recorded)
  }

  @Test func aRightChoiceIsRatedGoodAndExplained() {
    let (summary, io, recorded) = run([QuizFixtures.choice], answers: ["b"])
    #expect(recorded == [QuizFixtures.choice.id: .good])
    #expect(summary.passed == 1)
    #expect(io.verdicts.map(\.text) == ["Right, b. B was asked for."])
  }

  @Test func aWrongChoiceSaysWhyItIsWrongAndGivesTheAnswer() {
    let (_, io, recorded) = run([QuizFixtures.choice], answers: ["c"])
    #expect(recorded == [QuizFixtures.choice.id: .again])
    #expect(io.verdicts.map(\.text) == ["Not c: c is too far."])
    #expect(io.transcript.contains("The answer is b) B B was asked for."))
  }

  @Test func badAnswersAreReAskedWithTheAcceptedForms() {
    let (_, io, recorded) = run([QuizFixtures.choice], answers: ["", "z", "7", "b"])
    #expect(
      io.problems == [
        "No answer given. Answer with a letter a–c.",
        "'z' is not one of the options. Answer with a letter a–c.",
        "'7' is not one of the options. Answer with a letter a–c.",
      ])
    #expect(io.prompts == Array(repeating: "Answer (a–c): ", count: 4))
    #expect(recorded[QuizFixtures.choice.id] == .good)
  }

  @Test func theEndOfInputKeepsWhatWasAnswered() {
    let (summary, _, recorded) = run([QuizFixtures.choice, QuizFixtures.recall], answers: ["b"])
    #expect(recorded == [QuizFixtures.choice.id: .good])
    #expect(summary.ending == .endOfInput)
    #expect(
      summary.lines == ["Input ended: 1 of 2 answered (1 right, 0 to review). Your answers so far are saved."]
    )
  }

  @Test func ctrlCEndsTheQuizToo() {
    let (summary, _, recorded) = run(
      [QuizFixtures.choice, QuizFixtures.recall], answers: [], interrupt: true)
    #expect(recorded.isEmpty)
    #expect(summary.ending == .interrupted)
    #expect(summary.lines == ["Interrupted: 0 of 2 answered (0 right, 0 to review). Nothing was recorded."])
  }

  @Test func recallShowsTheModelAnswerThenTakesASelfGrade() {
    let (_, io, recorded) = run([QuizFixtures.recall], answers: ["", "my answer", "great", "hard"])
    #expect(recorded == [QuizFixtures.recall.id: .hard])
    #expect(io.problems.count == 2)
    #expect(io.transcript.contains("Model answer: Something."))
  }

  /// A recall answer the learner rated themselves is no mark: the summary counts it apart.
  @Test func aSelfRatedRecallIsCountedApartFromRightAnswers() {
    let (summary, _, _) = run(
      [QuizFixtures.choice, QuizFixtures.recall, QuizFixtures.choice],
      answers: ["b", "because undo is slow", "4", "c"])
    #expect(summary.right == 1 && summary.recalled == 1)
    #expect(summary.lines == ["Quiz done: 3 of 3 answered, 1 right, 1 recalled (self-rated), 1 to review."])
    let early = run([QuizFixtures.recall, QuizFixtures.choice], answers: ["my answer", "1"]).0
    #expect(
      early.lines == [
        "Input ended: 1 of 2 answered (0 right, 0 recalled (self-rated), 1 to review). Your answers so far are saved."
      ])
  }

  /// Interview marking matches words where a word starts, and Swift names whole.
  @Test(arguments: [
    ("Hold it in a @StateObject", "@state", false),
    ("Hold it in @State.", "@state", true),
    ("Hold it in @State's storage", "@state", true),
    ("the parent's .identity", ".id", false),
    ("give it .id(item)", ".id", true),
    ("as is well known", "own", false),
    ("whoever owns it", "own", true),
    ("the migration to Xcode 27", "migrat", true),
  ])
  func interviewWordsMatchAsTokens(answer: String, word: String, named: Bool) {
    #expect(KeyIdea("an idea", words: [word]).isNamed(in: answer) == named)
  }

  @Test func interviewFeedbackShowsTheIdeasNamedAndMissedThenTheThreeLevels() {
    let (_, io, recorded) = run([QuizFixtures.interview], answers: ["The owner picks it", "senior"])
    #expect(recorded == [QuizFixtures.interview.id: .good])
    let transcript = io.transcript
    #expect(transcript.contains("· the @State wrapper"))
    #expect(transcript.contains("✓ one owner decides"))
    #expect(transcript.contains("· a unit test drives the owner"))
    #expect(transcript.contains("Mid-level (names the right wrapper or mechanism): Use @State."))
    #expect(
      transcript.contains("Senior (derives it from who owns the value): One owner decides the wrapper."))
    #expect(transcript.contains("Staff (ties that ownership to how the code is tested and changed):"))
    #expect(transcript.contains("You rated your answer senior. The next rung, staff"))
  }

  @Test(arguments: [("0", QuizRating.again), ("1", .hard), ("2", .good), ("3", .easy)])
  func interviewLevelsMapToRatings(level: String, rating: QuizRating) {
    let (_, _, recorded) = run([QuizFixtures.interview], answers: ["anything", level])
    #expect(recorded[QuizFixtures.interview.id] == rating)
  }

  @Test func predictViewsIsGradedByRunningTheSnippet() {
    let (_, io, recorded) = run([QuizFixtures.predictViews], answers: ["CountRow"])
    #expect(recorded == [QuizFixtures.predictViews.id: .good])
    #expect(io.transcript.contains("CountRow: @dependencies changed."))
  }

  @Test func aWrongPredictionNamesWhatWasMissedAndWhatDidNotRun() {
    let (_, io, recorded) = run([QuizFixtures.predictViews], answers: ["unknown", "counterscreen"])
    #expect(recorded == [QuizFixtures.predictViews.id: .again])
    #expect(io.problems.first?.hasPrefix("'unknown' is not a view in the snippet.") == true)
    #expect(
      io.verdicts.map(\.text) == [
        "Not quite: you named CounterScreen; the runtime re-evaluated CountRow. You left out CountRow. "
          + "CounterScreen did not run."
      ])
  }

  @Test(arguments: ["Count: 2", "count: 2", "2", "\"Count: 2\""])
  func predictControlAcceptsTheTextOrWhatFollowsTheLabel(answer: String) {
    let (_, _, recorded) = run([QuizFixtures.predictControl], answers: [answer])
    #expect(recorded == [QuizFixtures.predictControl.id: .good])
  }

  @Test func theSnippetIsShownWithoutImportsOrNamespace() {
    guard case .predict(let predict) = QuizFixtures.predictViews.kind else { return }
    #expect(predict.snippet == "struct Shown: View {}")
  }

  @Test func listingLinesAreTabSeparated() {
    #expect(QuizFixtures.interview.listingLine == "interview.test\trecall\tinterview")
    #expect(QuizFixtures.predictViews.listingLine == "test.predict-views\tpredict\ttest")
  }
}

extension QuizSessionTests {
  /// Whatever words an answer uses, the feedback before the learner's own rating
  /// is the same but for the ✓ and · marks: no level is read into keywords.
  @Test(arguments: ["banana", "identity owner test inject @State", "The owner is a model a test can drive"])
  func theFeedbackClaimsNoLevelFromKeywords(answer: String) {
    let (_, io, _) = run([QuizFixtures.interview], answers: [answer, "0"])
    let (_, blank, _) = run([QuizFixtures.interview], answers: ["?", "0"])
    func unmarked(_ transcript: String) -> String {
      transcript.replacingOccurrences(of: "✓", with: "·")
    }
    #expect(unmarked(io.transcript) == unmarked(blank.transcript))
    let lowered = io.transcript.lowercased()
    for phrase in ["reads as", "your answer is", "your answer reached", "that is a"] {
      #expect(!lowered.contains(phrase), "\(phrase)")
    }
    #expect(!lowered.split(separator: "\n").contains { $0.hasPrefix("level") })
  }
}

extension QuizSessionTests {
  @Test func aRejectionLimitEndsTheQuizAfterThatManyBadAnswersInARow() {
    let io = ScriptedQuizIO(["x", "y", "z", "b"])
    var recorded: [String] = []
    let summary = QuizSession(questions: [QuizFixtures.choice], io: io, rejectionLimit: 3) {
      recorded.append($0.id)
      _ = $1
    }.run()
    #expect(recorded.isEmpty)
    #expect(summary.ending == .rejectedAnswers(3))
    #expect(
      summary.lines == [
        "Stopped after 3 answers in a row were not accepted: 0 of 1 answered (0 right, 0 to review). "
          + "Nothing was recorded."
      ])
    #expect(io.prompts.count == 3)  // "b" was left for whoever reads next
  }
}
