import StateRuntime

/// The steps a lesson runs against its broken and fixed app, and how to
/// put what happened into words.
package struct Scenario: Sendable {
  /// Builds and mounts the app of one version, on a host that reproduces
  /// the given Xcode release's SwiftUI.
  package let makeApp: @MainActor @Sendable (Variant, XcodeRelease) -> LessonApp
  package private(set) var steps: [ScenarioStep]
  /// Readings over the mounted app that the steps' `expect-fact` lines check.
  package let facts: [ScenarioFact]
  /// Names the outcome from what the runtime observed (values, counts, facts);
  /// the app's ``LessonApp/xcode`` says which era it ran in.
  package let verdict: @MainActor @Sendable (LessonApp, Variant) -> String

  package init(
    makeApp: @escaping @MainActor @Sendable (Variant, XcodeRelease) -> LessonApp, steps: [ScenarioStep],
    verdict: @escaping @MainActor @Sendable (LessonApp, Variant) -> String
  ) {
    self.makeApp = makeApp
    self.steps = steps
    self.facts = []
    self.verdict = verdict
  }

  /// A scenario whose steps are its lesson folder's `scenario.play` (see ``ScenarioScript``),
  /// checked through `facts`: the Swift declares the app, what to read and the verdict.
  package init(
    makeApp: @escaping @MainActor @Sendable (Variant, XcodeRelease) -> LessonApp, facts: [ScenarioFact],
    verdict: @escaping @MainActor @Sendable (LessonApp, Variant) -> String
  ) {
    self.makeApp = makeApp
    self.steps = []
    self.facts = facts
    self.verdict = verdict
  }

  /// This scenario with `steps`, read from its lesson folder's script.
  package func with(steps: [ScenarioStep]) -> Scenario {
    var scenario = self
    scenario.steps = steps
    return scenario
  }
}

/// One named step: an action, then the expectations checked right after it.
package struct ScenarioStep: Sendable {
  package let title: String
  package let action: Command
  package let expectations: [Expectation]

  package init(_ title: String, _ action: Command, expect expectations: [Expectation] = []) {
    self.title = title
    self.action = action
    self.expectations = expectations
  }
}

/// Something a correct app does at this point, checked against the runtime.
///
/// A lesson's claim is that the broken version fails exactly the
/// expectations marked `revealsBug` and the fixed version fails none.
package struct Expectation: Sendable {
  package let description: String
  /// The eras in which the broken version is meant to fail it; empty when it never is.
  package let bugEras: Set<XcodeRelease>
  let check: @MainActor @Sendable (LessonApp) -> Observation

  /// - Parameters:
  ///   - revealsBug: whether the broken version is meant to fail it, in every era.
  ///   - check: what a correct app shows, judged from the running app.
  package init(
    _ description: String, revealsBug: Bool = false,
    check: @escaping @MainActor @Sendable (LessonApp) -> Observation
  ) {
    self.init(description, revealsBugIn: revealsBug ? Set(XcodeRelease.allCases) : [], check: check)
  }

  /// An expectation the broken version fails only in some eras: the bug it
  /// reveals is one the toolchain decides (`@State`'s initial value).
  package init(
    _ description: String, revealsBugIn eras: Set<XcodeRelease>,
    check: @escaping @MainActor @Sendable (LessonApp) -> Observation
  ) {
    self.description = description
    self.bugEras = eras
    self.check = check
  }

  /// Whether the broken version is meant to fail it when built with `xcode`.
  package func revealsBug(in xcode: XcodeRelease) -> Bool {
    bugEras.contains(xcode)
  }

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
