import LessonsPlayDriver
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
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in ObservationOutsideViews.makeApp(variant, xcode: xcode) },
  facts: [
    // The line where the autosaver shows what it saved last.
    ScenarioFact("saved") { app in "\"\(app.host.element("Saved:")?.label ?? "(nothing shown)")\"" }
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
  })
