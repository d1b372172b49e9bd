import LessonKit
import StateRuntime

/// Lesson 23: observing a model from an object that is not a view.
enum ObservationOutsideViews {
  enum Broken {}
  enum Fixed {}

  /// Mounts one version on a fresh draft, with a sync from another device as an outside event.
  @MainActor
  static func makeApp(_ variant: Variant, xcode: XcodeRelease) -> LessonApp {
    let draft = LetterDraft()
    let events = [
      OutsideEvent("sync", "your tablet syncs the letter") {
        draft.text = "Dear Ada, thank you! (sent from tablet)"
      }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = ["draft.text": { draft.text }]
    switch variant {
    case .broken:
      return LessonApp(
        Broken.LetterScreen(draft: draft, autosaver: .init(draft: draft)), xcode: xcode, events: events,
        facts: facts)
    case .fixed:
      return LessonApp(
        Fixed.LetterScreen(draft: draft, autosaver: .init(draft: draft)), xcode: xcode, events: events,
        facts: facts)
    }
  }

  static let lesson = Lesson(
    id: "observation-outside-views",
    title: "Observed once",
    summary: "withObservationTracking fires once: an object that watches a model must register again.",
    story: [
      StorySection(
        "The autosave that stopped",
        """
        "Autosave kept my first line and nothing after it. I lost a whole \
        paragraph." The autosaver is a plain object, not a view: it watches the \
        letter's text with withObservationTracking and saves when it changes.
        """),
      StorySection(
        "What happens",
        """
        A view's body is re-tracked every time it runs, so a view never notices \
        that Observation's registrations are one-shot. Outside a view you hold the \
        registration yourself. withObservationTracking(_:onChange:) records what \
        the first closure reads and calls onChange once, at the first write to \
        any of it, before the new value is stored (so it reads the value after a \
        hop, here a main-actor Task). Then the registration is gone. The \
        autosaver saved "Dear Ada" and never heard of another keystroke, nor of \
        the tablet's sync.
        """),
      StorySection(
        "The rule",
        """
        An object that observes a model owns a loop: observe, react, observe \
        again. With withObservationTracking, register again in the reaction, \
        after reading the new value. With Swift 6.2 or later (Xcode 26 and \
        later), Observations { draft.text } (SE-0475) is that loop as an async \
        sequence: for await text in it yields the current value first, then one \
        value per transaction, coalescing writes made before it resumes; run it \
        in a task you cancel when the object goes. Before Swift 6.2 there is only \
        withObservationTracking (or Combine for ObservableObject).
        """),
      StorySection(
        "The fix",
        """
        The autosaver's reaction saves and then calls watch() again, so it always \
        holds one live registration. Every edit and the sync are saved.
        """),
    ],
    ownership: Ownership(
      value: "the saved versions of the letter",
      truth: "Autosaver.savedVersions, written only by the autosaver",
      lifetime: "the autosaver's, which the app keeps as long as the letter is open",
      writers: "the autosaver, in reaction to each change of LetterDraft.text",
      persistence: "yes, in a real app: that is what autosave is for"),
    code: LessonCode(
      broken: ["ObservationOutsideViews+Broken.swift"], fixed: ["ObservationOutsideViews+Fixed.swift"],
      shared: ["LetterDraft.swift"], source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in makeApp(variant, xcode: xcode) },
      steps: [
        ScenarioStep("Open the letter", .mount, expect: [saved("nothing")]),
        ScenarioStep("Type \"Dear Ada\"", .type("Dear Ada", into: "Letter"), expect: [saved("Dear Ada")]),
        ScenarioStep(
          "Type on: \"Dear Ada, thank you\"", .type("Dear Ada, thank you", into: "Letter"),
          expect: [saved("Dear Ada, thank you", revealsBug: true)]),
        ScenarioStep(
          "Your tablet syncs the letter", .event("sync"),
          expect: [saved("Dear Ada, thank you! (sent from tablet)", revealsBug: true)]),
      ],
      verdict: { app, variant in
        let shown = app.host.element("Saved:")?.label ?? "(nothing shown)"
        switch variant {
        case .broken:
          return "\(shown): the autosaver registered once, heard the first edit, and was never told of "
            + "another. withObservationTracking fires once per registration."
        case .fixed:
          return "\(shown): each reaction saved and registered again, so every edit and the sync reached it."
        }
      }),
    quiz: quiz)

  private static func saved(_ text: String, revealsBug: Bool = false) -> Expectation {
    Expectation(
      "the autosaver has saved \(text == "nothing" ? "nothing" : "\"\(text)\"")", revealsBug: revealsBug
    ) { app in
      let shown = app.host.element("Saved:")?.label ?? "(nothing shown)"
      return .equal(shown, "Saved: \(text)", "\"\(shown)\"")
    }
  }
}
