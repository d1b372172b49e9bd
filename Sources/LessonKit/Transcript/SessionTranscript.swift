import StateRuntime

/// A session in the shell as a ``Transcript``: everything since the mount, the
/// scenario's steps and the instructor's own pokes alike, one step each, so
/// `log --html FILE` and `log --markdown FILE` use the same player and
/// handout as a recorded run.
///
/// Nothing is run again: each step is what the runtime recorded when it
/// happened, with the tree read right after it.
package enum SessionTranscript {
  /// One thing done since the mount.
  package struct Step: Sendable {
    /// What the step is called: a scenario step's title, or `you · tap "Save"` for a poke.
    package var title: String
    /// The action, as the log heads it.
    package var command: String
    package var events: [RuntimeEvent]
    /// Why it could not happen, if it could not.
    package var error: String?
    /// The expectations a scenario step checked; none for a poke.
    package var expectations: [ExpectationTranscript]
    /// The tree right after it.
    package var tree: TreeSnapshot
    /// Body evaluations since mount, by view type, right after it.
    package var bodyRunsSoFar: [String: Int]

    package init(
      title: String, command: String, events: [RuntimeEvent], error: String? = nil,
      expectations: [ExpectationTranscript] = [], tree: TreeSnapshot, bodyRunsSoFar: [String: Int]
    ) {
      self.title = title
      self.command = command
      self.events = events
      self.error = error
      self.expectations = expectations
      self.tree = tree
      self.bodyRunsSoFar = bodyRunsSoFar
    }
  }

  /// The transcript of `steps`, heat measured against the session's busiest view.
  package static func make(
    _ info: LessonInfo, variant: Variant, steps: [Step], verdict: VerdictTranscript
  ) -> Transcript {
    let transcripts = steps.enumerated().map { index, step in
      var runs: [String: Int] = [:]
      for case .bodyEvaluated(let change) in step.events { runs[change.view, default: 0] += 1 }
      return StepTranscript(
        number: index + 1, title: step.title, command: step.command,
        records: step.events.map(RecordTranscript.init), error: step.error, expectations: step.expectations,
        tree: step.tree, bodyRuns: runs, bodyRunsSoFar: step.bodyRunsSoFar,
        why: TranscriptRecorder.why(in: step.events, trigger: step.command))
    }
    let maximum = transcripts.map(\.tree.maximumBodyRuns).max() ?? 0
    let version = VersionTranscript(variant: variant, steps: transcripts, verdict: verdict)
      .withHeat(maximum: maximum)
    return Transcript(lesson: info, versions: [version], comparison: nil)
  }

  /// `4 scripted steps and 2 of yours since the mount.`
  package static func sessionSummary(scripted: Int, pokes: Int, of total: Int?) -> String {
    let steps = "\(scripted) scripted step\(scripted == 1 ? "" : "s")" + (total.map { " of \($0)" } ?? "")
    return "\(steps) and \(pokes) of your own since the mount."
  }
}
