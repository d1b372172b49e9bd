import StateRuntime

/// The text of `why VIEW` and `--why VIEW`: each body run, skipped body or discard of a
/// view in one step, with the chain of records behind it, earliest first.
///
/// ```
/// why NoteBox · step 3 · The next ticket comes in
///   NoteBox's body ran in pass 2 (NoteBox: @identity, _draft changed.)  [...]
///     1. It began with 'event next'.
///     2. Desk.current changed; DeskScreen's last body read it, so DeskScreen was invalidated (@dependencies).
/// ```
package enum WhyRenderer {
  /// The chains of `view` in `events`, under a heading naming where they come from
  /// (`step 3 · The next ticket comes in`); a line saying so when the view did nothing there.
  package static func lines(
    for view: String, in events: [RuntimeEvent], trigger: String?, source: String, indent: String = ""
  ) -> [TranscriptLine] {
    let explanations = BodyRunExplanation.explanations(of: view, in: events, trigger: trigger)
    return lines(
      for: view, explanations: explanations.map(WhyTranscript.init), source: source, indent: indent)
  }

  /// The chains given, under a heading naming `view` and where they come from.
  package static func lines(
    for view: String, explanations: [WhyTranscript], source: String, indent: String = ""
  ) -> [TranscriptLine] {
    var lines = [TranscriptLine(.heading, "\(indent)why \(view) · \(source)")]
    guard !explanations.isEmpty else {
      lines.append(
        TranscriptLine(
          .log(.skipped),
          "\(indent)  \(view)'s body did not run here, and no parent re-created it: nothing it reads changed."
        ))
      return lines
    }
    for explanation in explanations {
      lines.append(
        TranscriptLine(.log(kind(ofOutcome: explanation.outcome)), "\(indent)  \(explanation.summary)"))
      for (number, cause) in explanation.causes.enumerated() {
        lines.append(
          TranscriptLine(.log(kind(ofCause: cause.kind)), "\(indent)    \(number + 1). \(cause.sentence)"))
      }
    }
    return lines
  }

  /// What `why VIEW` says when no view of that name is in the step: the views that are.
  package static func unknownView(_ view: String, known: [String], source: String) -> String {
    guard !known.isEmpty else {
      return "No view's body ran in \(source), so there is nothing to explain for '\(view)'."
    }
    let nearest = known.first { $0.lowercased() == view.lowercased() }
    let suggestion = nearest.map { " Did you mean '\($0)'?" } ?? ""
    return "No view named '\(view)' ran, skipped its body or went away in \(source).\(suggestion) "
      + "Views there: \(known.joined(separator: ", "))."
  }

  private static func kind(ofOutcome outcome: String) -> LogLine.Kind {
    switch outcome {
    case "evaluated": .body
    case "discarded": .state
    default: .skipped
    }
  }

  private static func kind(ofCause kind: String) -> LogLine.Kind {
    switch kind {
    case "stateDiscarded", "created", "mounted", "identityChanged": .state
    case "bodyRan": .body
    case "notInvalidated": .skipped
    default: .cause
    }
  }
}
