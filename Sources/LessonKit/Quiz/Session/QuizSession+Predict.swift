extension QuizSession {
  func askPredict(_ question: QuizQuestion, _ predict: PredictQuestion) -> Outcome {
    // The key is computed now, by running the snippet; it is never stored.
    let run: PredictRun
    do {
      run = try predict.run()
    } catch {
      io.show(.problem("This question's snippet did not run (\(error)); it is skipped."))
      return .skipped
    }
    io.show(.text(question.prompt))
    io.show(.code(predict.snippet))
    io.show(.item(label: "Event:", text: predict.event))
    switch predict.ask {
    case .reevaluatedViews:
      io.show(.text("Which views' bodies run again? Name them, comma- or space-separated, or 'none'."))
      switch readAnswer(
        prompt: "Views: ",
        { text throws(QuizInputError) in
          try QuizAnswerParser.views(text, known: run.views)
        })
      {
      case .failure(let end): return .ended(end.ending)
      case .success(let names): return gradeViews(names, run: run, predict)
      }
    case .controlValue(let label):
      io.show(.text("What does \"\(label)\" show afterwards? Type the text."))
      switch readAnswer(prompt: "Shows: ", QuizAnswerParser.controlText) {
      case .failure(let end): return .ended(end.ending)
      case .success(let text): return gradeControl(text, label: label, run: run, predict)
      }
    }
  }

  private func gradeViews(_ names: Set<String>, run: PredictRun, _ predict: PredictQuestion) -> Outcome {
    let key = Set(run.reevaluated)
    let isRight = names == key
    let actual = run.key(for: .reevaluatedViews)
    if isRight {
      io.show(.verdict(isRight: true, "Right: the runtime re-evaluated \(actual)."))
    } else {
      var parts = ["Not quite: the runtime re-evaluated \(actual)."]
      let missed = run.reevaluated.filter { !names.contains($0) }
      let extra = run.views.filter { names.contains($0) && !key.contains($0) }
      if !missed.isEmpty { parts.append("You left out \(missed.joined(separator: ", ")).") }
      if !extra.isEmpty { parts.append("\(extra.joined(separator: ", ")) did not run.") }
      io.show(.verdict(isRight: false, parts.joined(separator: " ")))
    }
    explain(run, predict)
    return .rated(isRight ? .good : .again)
  }

  private func gradeControl(_ text: String, label: String, run: PredictRun, _ predict: PredictQuestion)
    -> Outcome
  {
    let key = run.key(for: .controlValue(label: label))
    let isRight = run.accepts(text, forControl: label)
    io.show(
      .verdict(
        isRight: isRight,
        isRight ? "Right: it shows \"\(key)\"." : "Not quite: it shows \"\(key)\", not \"\(text)\"."))
    explain(run, predict)
    return .rated(isRight ? .good : .again)
  }

  private func explain(_ run: PredictRun, _ predict: PredictQuestion) {
    io.show(.text("The runtime's log after the event:"))
    let log = run.events.isEmpty ? run.log : run.events
    io.show(.code(log.isEmpty ? "(no body ran)" : log.joined(separator: "\n")))
    io.show(.text(predict.explanation))
  }
}
