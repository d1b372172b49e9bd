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
        tree: step.tree, bodyRuns: runs, bodyRunsSoFar: step.bodyRunsSoFar)
    }
    let maximum = transcripts.map(\.tree.maximumBodyRuns).max() ?? 0
    let version = VersionTranscript(variant: variant, steps: transcripts, verdict: verdict)
      .withHeat(maximum: maximum)
    return Transcript(lesson: info, versions: [version], comparison: nil)
  }

  /// A lesson's run in the shell since its mount: scripted steps with their expectations, pokes as steps.
  @MainActor
  package static func make(_ run: ScenarioRun) -> Transcript {
    let reports = Dictionary(run.reports.map { ($0.number, $0) }) { _, last in last }
    var scripted = 0
    var pokes = 0
    let steps = run.logSegments.map { segment -> Step in
      var title = segment.source.description
      var expectations: [ExpectationTranscript] = []
      var error: String?
      switch segment.source {
      case .step(let number, let stepTitle):
        scripted += 1
        title = stepTitle
        if let report = reports[number] {
          expectations = report.results.map { TranscriptRecorder.expectation($0, variant: run.variant) }
          error = report.error
        }
      case .command:
        pokes += 1
      }
      return Step(
        title: title, command: segment.action.description, events: segment.events, error: error,
        expectations: expectations, tree: segment.tree ?? TreeSnapshot(nodes: [], discarded: []),
        bodyRunsSoFar: segment.bodyCountsSoFar)
    }
    let report = run.finish()
    let allScripted = !run.hasNextStep && scripted == run.lesson.scenario.steps.count
    let verdict = VerdictTranscript(
      claimHeld: allScripted && report.claimHeld,
      label: allScripted
        ? TranscriptRenderer.verdictLabel(variant: run.variant, claimHeld: report.claimHeld) : "Session",
      summary: sessionSummary(scripted: scripted, pokes: pokes, of: run.lesson.scenario.steps.count)
        + (allScripted ? " " + report.verdict : ""))
    return make(LessonInfo(run.lesson), variant: run.variant, steps: steps, verdict: verdict)
  }

  /// `4 scripted steps and 2 of yours since the mount.`
  package static func sessionSummary(scripted: Int, pokes: Int, of total: Int?) -> String {
    let steps = "\(scripted) scripted step\(scripted == 1 ? "" : "s")" + (total.map { " of \($0)" } ?? "")
    return "\(steps) and \(pokes) of your own since the mount."
  }
}
