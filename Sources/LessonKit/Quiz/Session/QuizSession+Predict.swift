import StateRuntime

extension QuizSession {
  func askPredict(_ question: QuizQuestion, _ predict: PredictQuestion) -> Outcome {
    // The key is computed now, by running the snippet in the chosen era; it is never stored.
    let run: PredictRun
    let eraNote: String?
    do {
      run = try predict.run(xcode)
      eraNote = try Self.eraNote(for: predict, key: run.key(for: predict.ask), in: xcode)
    } catch {
      io.show(.problem("This question's snippet did not run (\(error)); it is skipped."))
      return .skipped
    }
    io.show(.text(question.prompt))
    if let eraNote { io.show(.text(eraNote)) }
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

  /// Names the era when the snippet's answer differs between releases: the
  /// other eras are run too, and a question whose key changes says which one
  /// it is graded in.
  static func eraNote(for predict: PredictQuestion, key: String, in xcode: XcodeRelease) throws -> String? {
    let others = try XcodeRelease.allCases.filter { $0 != xcode }.filter { other in
      let otherKey = try predict.run(other).key(for: predict.ask)
      switch predict.ask {
      case .reevaluatedViews: return Set(otherKey.split(separator: ", ")) != Set(key.split(separator: ", "))
      case .controlValue: return otherKey != key
      }
    }
    guard !others.isEmpty else { return nil }
    let names = others.map(\.description).joined(separator: " or ")
    return "The answer depends on the toolchain: this question is graded as built with \(xcode); "
      + "built with \(names) the runtime does something else (try quiz --xcode \(others[0].rawValue))."
  }

  private func gradeViews(_ names: Set<String>, run: PredictRun, _ predict: PredictQuestion) -> Outcome {
    let key = Set(run.reevaluated)
    let isRight = names == key
    let actual = run.key(for: .reevaluatedViews)
    if isRight {
      io.show(.verdict(isRight: true, "Right: the runtime re-evaluated \(actual)."))
    } else {
      // Both answers side by side, then what tells them apart, then the log that shows it.
      let yours = run.views.filter { names.contains($0) }
      var parts = [
        "Not quite: you named \(yours.isEmpty ? "none" : yours.joined(separator: ", ")); "
          + "the runtime re-evaluated \(actual)."
      ]
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
