extension QuizSession {
  func askChoice(_ question: QuizQuestion, _ choice: ChoiceQuestion) -> Outcome {
    io.show(.text(question.prompt))
    for (index, option) in choice.options.enumerated() {
      io.show(.item(label: ChoiceQuestion.letter(index) + ")", text: option.text))
    }
    let last = ChoiceQuestion.letter(choice.options.count - 1)
    let picked: Int
    switch readAnswer(
      prompt: "Answer (a–\(last)): ",
      { text throws(QuizInputError) in
        try QuizAnswerParser.choice(text, optionCount: choice.options.count)
      })
    {
    case .failure(let end): return .ended(end.ending)
    case .success(let index): picked = index
    }
    let right = choice.options[choice.correctIndex]
    let rightLetter = ChoiceQuestion.letter(choice.correctIndex)
    if picked == choice.correctIndex {
      io.show(.verdict(isRight: true, "Right, \(rightLetter). \(sentence(right.why))"))
      return .rated(.good)
    }
    let chosen = choice.options[picked]
    io.show(.verdict(isRight: false, "Not \(ChoiceQuestion.letter(picked)): \(chosen.why)"))
    io.show(.text("The answer is \(rightLetter)) \(right.text) \(sentence(right.why))"))
    return .rated(.again)
  }

  /// `why` as a sentence of its own: capitalised, ending in a full stop.
  private func sentence(_ why: String) -> String {
    let text = why.prefix(1).uppercased() + why.dropFirst()
    return text.hasSuffix(".") ? text : text + "."
  }
}
