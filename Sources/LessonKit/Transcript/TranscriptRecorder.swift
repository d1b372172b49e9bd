import StateRuntime

/// Records a lesson's runs (each version's steps, read from its child's replies) as a ``Transcript``.
@MainActor
package enum TranscriptRecorder {
  /// The transcript of these versions, their trees shaded on one scale: the same shade
  /// means the same count in both.
  package static func transcript(
    of lesson: LessonInfo, versions: [VersionTranscript], comparison: ComparisonTable? = nil
  ) -> Transcript {
    let maximum = versions.flatMap(\.steps).map(\.tree.maximumBodyRuns).max() ?? 0
    return Transcript(
      lesson: lesson, versions: versions.map { $0.withHeat(maximum: maximum) }, comparison: comparison)
  }

  /// One version's transcript: its recorded steps and the report's verdict.
  package static func version(_ report: RunReport, steps: [StepTranscript]) -> VersionTranscript {
    // Heat is relative to the run's busiest view, so shading means the same at every step.
    let maximum = steps.map(\.tree.maximumBodyRuns).max() ?? 0
    return VersionTranscript(
      variant: report.variant, steps: steps,
      verdict: VerdictTranscript(
        claimHeld: report.claimHeld,
        label: TranscriptRenderer.verdictLabel(variant: report.variant, claimHeld: report.claimHeld),
        summary: report.verdict)
    ).withHeat(maximum: maximum)
  }

  /// A step as data, from its report and the tree and counts read right after it ran
  /// (from the `play` child's reply).
  package static func step(
    _ report: StepReport, tree: TreeSnapshot, bodyRunsSoFar: [String: Int], variant: Variant
  ) -> StepTranscript {
    var runs: [String: Int] = [:]
    for case .bodyEvaluated(let change) in report.events { runs[change.view, default: 0] += 1 }
    return StepTranscript(
      number: report.number, title: report.title, command: report.action.description,
      records: report.events.map(RecordTranscript.init), error: report.error,
      expectations: report.results.map { expectation($0, variant: variant) }, tree: tree, bodyRuns: runs,
      bodyRunsSoFar: bodyRunsSoFar, why: why(in: report.events, trigger: report.action.description))
  }

  /// Every view's chains in one step's events, or `nil` when no view ran, skipped or went away.
  nonisolated package static func why(in events: [RuntimeEvent], trigger: String?)
    -> [String: [WhyTranscript]]?
  {
    let views = BodyRunExplanation.explainableViews(in: events)
    guard !views.isEmpty else { return nil }
    return Dictionary(
      uniqueKeysWithValues: views.map {
        ($0, BodyRunExplanation.explanations(of: $0, in: events, trigger: trigger).map(WhyTranscript.init))
      })
  }

  static func expectation(_ result: ExpectationResult, variant: Variant) -> ExpectationTranscript {
    let line = TranscriptRenderer.expectationLine(result, variant: variant)
    let outcome: ExpectationTranscript.Outcome =
      switch line.kind {
      case .holds: .holds
      case .bugShown: .bugShown
      default: .unexpected
      }
    return ExpectationTranscript(
      description: result.description, holds: result.holds, observed: result.observed,
      revealsBug: result.revealsBug, outcome: outcome, line: line.text.trimmingLeadingSpaces())
  }
}

extension VersionTranscript {
  /// The same run with every tree's heat measured against `maximum` body evaluations.
  func withHeat(maximum: Int) -> VersionTranscript {
    VersionTranscript(
      variant: variant, steps: steps.map { $0.withTree($0.tree.withHeat(maximum: maximum)) }, verdict: verdict
    )
  }
}

extension StepTranscript {
  func withTree(_ tree: TreeSnapshot) -> StepTranscript {
    StepTranscript(
      number: number, title: title, command: command, records: records, error: error,
      expectations: expectations, tree: tree, bodyRuns: bodyRuns, bodyRunsSoFar: bodyRunsSoFar, why: why)
  }
}

extension String {
  func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}

extension Transcript {
  /// The same transcript with each step's chains of `view` only (`run ID --json --why VIEW`).
  package func keepingWhy(of view: String) -> Transcript {
    let versions = versions.map { version in
      VersionTranscript(
        variant: version.variant,
        steps: version.steps.map { step in
          var step = step
          step.why = step.why?[view].map { [view: $0] }
          return step
        }, verdict: version.verdict)
    }
    return Transcript(lesson: lesson, versions: versions, comparison: comparison)
  }
}
