import LessonKit
import StateRuntime

/// Lesson 10: a phase enum instead of a bag of booleans.
enum PhaseEnum {
  enum Broken {}
  enum Fixed {}
}

extension PhaseEnum {
  static let lesson = Lesson(
    id: "phase-enum",
    title: "A bag of booleans",
    summary: "isLoading and errorMessage allow states that cannot happen; one enum forbids them.",
    story: [
      StorySection(
        "The spinner that errs",
        """
        "When I'm offline the feed shows 'Loading…' and 'Error: offline' at the \
        same time, and Retry stays greyed out." Each flag is right on its own; \
        together they describe a state the app should never be in.
        """),
      StorySection(
        "What happens",
        """
        FeedLoader keeps isLoading, errorMessage and posts as separate stored \
        properties. Every method must remember to set all of them, and fail() \
        forgets isLoading. Three flags allow eight combinations; the app means \
        four. The screen faithfully draws whichever one it is handed.
        """),
      StorySection(
        "The rule",
        """
        Model a phase as one enum: idle, loading, loaded(posts), failed(message). \
        Impossible combinations cannot be written down. Flags the view needs, \
        such as canRetry, are computed from the phase, never stored beside it.
        """),
      StorySection(
        "The fix",
        """
        FeedLoader.phase replaces the three properties; the screen switches over \
        it, and Retry is enabled from the computed canRetry. Failing moves to \
        .failed, which by construction is not .loading.
        """),
    ],
    ownership: Ownership(
      value: "the feed's loading phase",
      truth: "FeedLoader.phase, one enum in the loader",
      lifetime: "the screen's session: reset when the feed reloads",
      writers: "the loader's own methods, driven by the network",
      persistence: "no: derived from what the network last said"),
    code: LessonCode(
      broken: ["PhaseEnum+Broken.swift"], fixed: ["PhaseEnum+Fixed.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        switch variant {
        case .broken:
          let loader = PhaseEnum.Broken.FeedLoader()
          return LessonApp(
            PhaseEnum.Broken.FeedScreen(loader: loader), xcode: xcode,
            events: [
              OutsideEvent("reload", "pull to refresh starts a request") { loader.reload() },
              OutsideEvent("offline", "the request fails: offline") { loader.fail("offline") },
              OutsideEvent("posts", "the request returns two posts") { loader.receive(["Hello", "World"]) },
            ])
        case .fixed:
          let loader = PhaseEnum.Fixed.FeedLoader()
          return LessonApp(
            PhaseEnum.Fixed.FeedScreen(loader: loader), xcode: xcode,
            events: [
              OutsideEvent("reload", "pull to refresh starts a request") { loader.reload() },
              OutsideEvent("offline", "the request fails: offline") { loader.fail("offline") },
              OutsideEvent("posts", "the request returns two posts") { loader.receive(["Hello", "World"]) },
            ])
        }
      },
      steps: [
        ScenarioStep("Open the feed", .mount),
        ScenarioStep(
          "Pull to refresh", .event("reload"), expect: [showsOnly(["Loading…"], "only the spinner shows")]),
        ScenarioStep(
          "The request fails offline", .event("offline"),
          expect: [
            showsOnly(["Error: offline"], "the error replaces the spinner", revealsBug: true),
            Expectation("Retry is enabled", revealsBug: true) { app in
              let disabled = app.host.element("Retry")?.isDisabled ?? true
              return Expectation.Observation(
                holds: !disabled, observed: disabled ? "Retry disabled" : "Retry enabled")
            },
          ]),
        ScenarioStep(
          "The posts arrive", .event("posts"),
          expect: [showsOnly(["Hello", "World"], "only the posts show", revealsBug: true)]),
      ],
      verdict: { app, _ in
        let texts = app.host.elements().filter { $0.kind == .text }.map(\.label)
        if texts.contains(where: { $0.hasPrefix("Error:") }) {
          return
            "After the posts arrived the screen still shows \(texts.map { "\"\($0)\"" }.joined(separator: ", ")): "
            + "the flags disagree with each other (fail() left isLoading set, nothing cleared errorMessage), "
            + "a state the app can never mean."
        }
        return "The screen shows \(texts.map { "\"\($0)\"" }.joined(separator: ", ")): one phase at a time, "
          + "because the phase is one value."
      }),
    quiz: quiz)

  /// Holds when the texts on screen are exactly `texts`.
  private static func showsOnly(_ texts: [String], _ description: String, revealsBug: Bool = false)
    -> Expectation
  {
    Expectation(description, revealsBug: revealsBug) { app in
      let shown = app.host.elements().filter { $0.kind == .text }.map(\.label)
      return Expectation.Observation(
        holds: shown == texts, observed: "shows " + shown.map { "\"\($0)\"" }.joined(separator: ", "))
    }
  }
}
