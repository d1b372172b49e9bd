import StateRuntime

extension RunReport {
  /// A report of these parts, its claim judged from the steps (see ``claimHolds(for:in:)``).
  package init(
    lessonID: String, variant: Variant, xcode: XcodeRelease, steps: [StepReport], verdict: String
  ) {
    self.init(
      lessonID: lessonID, variant: variant, xcode: xcode, steps: steps, verdict: verdict,
      claimHeld: Self.claimHolds(for: variant, in: steps), comparison: nil)
  }

  /// The same report with the lesson's comparison of builds, run apart from it.
  package func with(comparison: ComparisonResult?) -> RunReport {
    RunReport(
      lessonID: lessonID, variant: variant, xcode: xcode, steps: steps, verdict: verdict,
      claimHeld: claimHeld,
      comparison: comparison)
  }

  /// Whether steps show what a lesson claims of `variant`.
  ///
  /// The broken version: the bug shows (every bug-revealing expectation fails, and
  /// there is at least one) and nothing else goes wrong. The fixed version: every
  /// step ran and every expectation holds.
  package static func claimHolds(for variant: Variant, in steps: [StepReport]) -> Bool {
    let results = steps.flatMap(\.results)
    guard steps.allSatisfy({ $0.error == nil }) else { return false }
    switch variant {
    case .broken:
      let bugChecks = results.filter(\.revealsBug)
      return !bugChecks.isEmpty && bugChecks.allSatisfy { !$0.holds }
        && results.filter { !$0.revealsBug }.allSatisfy(\.holds)
    case .fixed:
      return results.allSatisfy(\.holds)
    }
  }
}
