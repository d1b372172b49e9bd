import StateRuntime

/// What one expectation of a step observed, and whether it held.
package struct ExpectationResult: Sendable, Hashable {
  package let description: String
  package let holds: Bool
  package let observed: String
  package let revealsBug: Bool

  /// A result of these parts (a pack lesson's run builds them from a child's replies).
  package init(description: String, holds: Bool, observed: String, revealsBug: Bool) {
    self.description = description
    self.holds = holds
    self.observed = observed
    self.revealsBug = revealsBug
  }
}

/// One step of a run: what was done, what the runtime recorded, what held.
package struct StepReport: Sendable {
  package let number: Int
  package let title: String
  package let action: Command
  package let events: [RuntimeEvent]
  package let error: String?
  package let results: [ExpectationResult]

  /// A report of these parts (a pack lesson's run builds them from a child's replies).
  package init(
    number: Int, title: String, action: Command, events: [RuntimeEvent], error: String?,
    results: [ExpectationResult]
  ) {
    self.number = number
    self.title = title
    self.action = action
    self.events = events
    self.error = error
    self.results = results
  }
}

/// A whole run and its verdict.
package struct RunReport: Sendable {
  package let lessonID: String
  package let variant: Variant
  /// The Xcode release whose SwiftUI the run reproduced.
  package let xcode: XcodeRelease
  package let steps: [StepReport]
  /// The outcome in plain words, from what the runtime observed.
  package let verdict: String
  /// Whether the runtime reproduced what the lesson claims: the bug in the
  /// broken version, every expectation in the fixed one.
  package let claimHeld: Bool
  /// The lesson's comparison of builds, when it has one and it was run.
  package let comparison: ComparisonResult?
}

extension StepReport {
  /// The step's failure when an update in it never settled: the step failed,
  /// whatever its expectations saw (`never-settled`, never "ok").
  package static func neverSettled(in events: [RuntimeEvent]) -> String? {
    for event in events {
      if case .issueRaised(let issue) = event, issue.kind == .updateLoop {
        return "never-settled: \(issue.message)"
      }
    }
    return nil
  }
}
