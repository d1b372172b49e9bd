import StateRuntime

/// Renders a scenario run as text: a heading, each step with its live log
/// and checked expectations, and the verdict. Deterministic: the same run
/// prints the same lines.
package enum TranscriptRenderer {
  package static func lines(for step: StepReport, variant: Variant) -> [TranscriptLine] {
    var lines = [TranscriptLine(.step, "\(step.number). \(step.title)  [\(step.action)]")]
    for line in LogRenderer.lines(for: step.events) {
      lines.append(TranscriptLine(.log(line.kind), "   " + line.text))
    }
    if let error = step.error {
      lines.append(TranscriptLine(.failure, "   ✗ could not perform the step: \(error)"))
    }
    for result in step.results {
      lines.append(expectationLine(result, variant: variant))
    }
    return lines
  }

  static func expectationLine(_ result: ExpectationResult, variant: Variant) -> TranscriptLine {
    // An expectation that held and has nothing to report beyond itself reads as its sentence alone.
    let detail = result.observed.isEmpty ? result.description : "\(result.description): \(result.observed)"
    if result.holds {
      let note = variant == .broken && result.revealsBug ? "   (expected the bug here; it did not show)" : ""
      return TranscriptLine(
        variant == .broken && result.revealsBug ? .failure : .holds, "   ✓ " + detail + note)
    }
    if variant == .broken && result.revealsBug {
      return TranscriptLine(.bugShown, "   ✗ " + detail + "   ← the bug")
    }
    return TranscriptLine(.failure, "   ✗ " + detail)
  }

  package static func verdict(for report: RunReport) -> [TranscriptLine] {
    let label = verdictLabel(variant: report.variant, claimHeld: report.claimHeld)
    return [TranscriptLine(.verdict(claimHeld: report.claimHeld), "Verdict: \(label). \(report.verdict)")]
  }

  /// The verdict's first words: `Bug reproduced`, `Fix holds`, ...
  package static func verdictLabel(variant: Variant, claimHeld: Bool) -> String {
    switch (variant, claimHeld) {
    case (.broken, true): "Bug reproduced"
    case (.broken, false): "Bug NOT reproduced: the lesson's claim did not hold"
    case (.fixed, true): "Fix holds"
    case (.fixed, false): "Fix FAILED: an expectation did not hold"
    }
  }

  /// The comparison table of a run, after a blank line; empty when the lesson has none.
  package static func comparison(for report: RunReport) -> [TranscriptLine] {
    comparison(report.comparison)
  }

  /// A comparison table after a blank line; empty for `nil`.
  package static func comparison(_ result: ComparisonResult?) -> [TranscriptLine] {
    guard let result else { return [] }
    return [TranscriptLine(.comparison, "")]
      + ComparisonRenderer.lines(for: result).map { TranscriptLine(.comparison, $0) }
  }

  /// The whole transcript of `report` under `heading`, one line per line, as goldens keep it.
  package static func text(for report: RunReport, heading: [TranscriptLine]) -> String {
    var lines = heading
    for step in report.steps {
      lines += self.lines(for: step, variant: report.variant)
    }
    lines += verdict(for: report)
    lines += comparison(for: report)
    return lines.map(\.text).joined(separator: "\n")
  }
}
