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

  /// Shows the keyword rubric's suggestion and the three levelled answers, then asks for the level.
  private func gradeInterview(answer: String, _ levels: LevelledAnswers) -> Outcome {
    let suggestion = levels.suggestedLevel(for: answer)
    if suggestion.cues.isEmpty {
      io.show(.text("Your answer names none of the cue words; compare it with the three levels below."))
    } else {
      let cues = suggestion.cues.map { "'\($0)'" }.joined(separator: ", ")
      var reading = "Your answer mentions \(cues): that reads as \(suggestion.level.title)"
      if suggestion.level == .mid && !levels.staff.cues(in: answer).isEmpty {
        reading += " (testability counts as staff once it follows from who owns the value)"
      }
      io.show(.text(reading + "."))
    }
    for level in InterviewLevel.allCases {
      guard let model = levels.answer(for: level) else { continue }
      io.show(
        .item(
          label: level.title.prefix(1).uppercased() + level.title.dropFirst() + " (\(level.trait)):",
          text: model.answer))
    }
    let level: InterviewLevel
    switch readAnswer(
      prompt: "Which level did your answer reach? (0 not yet, 1 mid, 2 senior, 3 staff): ",
      QuizAnswerParser.level)
    {
    case .failure(let end): return .ended(end.ending)
    case .success(let chosen): level = chosen
    }
    if let next = InterviewLevel(rawValue: level.rawValue + 1) {
      io.show(
        .verdict(
          isRight: level >= .senior,
          "Level: \(level.title). The next rung, \(next.title), \(next.trait)."))
    } else {
      io.show(.verdict(isRight: true, "Level: staff. You tied ownership to how the code is tested."))
    }
    return .rated(level.rating)
  }
}
