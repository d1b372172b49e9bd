/// Namespace of what a scenario's expectation observed (``ScriptExpectation/observation(on:)``).
package enum Expectation {
  /// The outcome of a check, with what was seen.
  package struct Observation: Sendable, Hashable {
    package let holds: Bool
    /// What the runtime showed, in words: `field "Q3 final", document "Q3 report"`.
    package let observed: String

    package init(holds: Bool, observed: String) {
      self.holds = holds
      self.observed = observed
    }

    /// Holds when `actual == expected`.
    package static func equal(_ actual: String, _ expected: String, _ observed: String) -> Observation {
      Observation(holds: actual == expected, observed: observed)
    }
  }
}
