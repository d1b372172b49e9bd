extension QuizSession {
  func askRecall(_ question: QuizQuestion, _ recall: RecallQuestion) -> Outcome {
    io.show(.text(question.prompt))
    let answer: String
    switch readAnswer(prompt: "Your answer: ", QuizAnswerParser.freeAnswer) {
    case .failure(let end): return .ended(end.ending)
    case .success(let text): answer = text
    }
    guard let levels = recall.levels else {
      io.show(.item(label: "Model answer:", text: recall.modelAnswer))
      switch readAnswer(
        prompt: "Rate yourself (1 again, 2 hard, 3 good, 4 easy): ", QuizAnswerParser.rating)
      {
      case .failure(let end): return .ended(end.ending)
      case .success(let rating): return .rated(rating)
      }
    }
    return gradeInterview(answer: answer, levels)
  }

  /// Shows which key ideas the answer names and leaves out, level by level,
  /// then the three model answers, then asks the learner to rate themselves.
  ///
  /// No level is ever claimed from the words: the learner's own rating is
  /// what feeds the spaced review.
  private func gradeInterview(answer: String, _ levels: LevelledAnswers) -> Outcome {
    io.show(
      .text(
        "The key ideas of each level, marked ✓ where your answer uses words that name the idea and · "
          + "where it does not. Words are not understanding: compare your answer with the model answers "
          + "and judge it yourself."))
    for group in levels.coverage(of: answer) {
      io.show(.text(Self.heading(for: group.level) + ":"))
      // In the question's own order, whichever are named: the marks are the only difference.
      for idea in levels.answer(for: group.level)?.ideas ?? [] {
        io.show(.item(label: group.named.contains(idea) ? "  ✓" : "  ·", text: idea.summary))
      }
    }
    io.show(.text("Model answers:"))
    for level in InterviewLevel.allCases {
      guard let model = levels.answer(for: level) else { continue }
      io.show(.item(label: Self.heading(for: level) + ":", text: model.answer))
    }
    let level: InterviewLevel
    switch readAnswer(
      prompt: "Which level did your answer reach? (0 not yet, 1 mid, 2 senior, 3 staff): ",
      QuizAnswerParser.level)
    {
    case .failure(let end): return .ended(end.ending)
    case .success(let chosen): level = chosen
    }
    var note = "You rated your answer \(level.title)."
    if let next = InterviewLevel(rawValue: level.rawValue + 1) {
      note += " The next rung, \(next.title), \(next.trait)."
    }
    io.show(.text(note))
    return .rated(level.rating)
  }

  /// `Mid-level (names the right wrapper or mechanism)`.
  static func heading(for level: InterviewLevel) -> String {
    level.title.prefix(1).uppercased() + level.title.dropFirst() + " (\(level.trait))"
  }
}
