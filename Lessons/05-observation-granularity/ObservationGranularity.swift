import LessonKit
import StateRuntime

/// Lesson 5: ObservableObject vs @Observable granularity.
enum ObservationGranularity {
  enum Broken {}
  enum Fixed {}
}

extension ObservationGranularity {
  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["ObservationGranularity+Broken.swift"],
      fixed: ["ObservationGranularity+Fixed.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        switch variant {
        case .broken:
          let store = ObservationGranularity.Broken.ProfileStore()
          return LessonApp(
            ObservationGranularity.Broken.ProfileEditor(store: store), xcode: xcode,
            events: [
              OutsideEvent("follower", "the server reports a new follower") { store.followers += 1 }
            ],
            facts: ["store.name": { store.name }])
        case .fixed:
          let store = ObservationGranularity.Fixed.ProfileStore()
          return LessonApp(
            ObservationGranularity.Fixed.ProfileEditor(store: store), xcode: xcode,
            events: [
              OutsideEvent("follower", "the server reports a new follower") { store.followers += 1 }
            ],
            facts: ["store.name": { store.name }])
        }
      },
      steps: [
        ScenarioStep(
          "Open the profile editor", .mount,
          expect: [
            Expectation("the preview shows the name") { app in
              let preview = app.host.element("Preview: Ada") != nil
              return Expectation.Observation(
                holds: preview, observed: preview ? "\"Preview: Ada\"" : "no preview")
            }
          ]),
        ScenarioStep(
          "Type a longer name", .type("Ada Lovelace", into: "Name"),
          expect: [
            Expectation("the store and the preview take the name") { app in
              let preview = app.host.element("Preview: Ada Lovelace") != nil
              return Expectation.Observation(
                holds: app.fact("store.name") == "Ada Lovelace" && preview,
                observed: "store \"\(app.fact("store.name"))\", preview \(preview ? "updated" : "stale")")
            },
            reevaluatedOnly(["HeaderPreview", "NameField"], "only the views that read the name re-evaluate"),
          ]),
        ScenarioStep(
          "A new follower arrives", .event("follower"),
          expect: [reevaluatedOnly(["FollowerBadge"], "only the follower badge re-evaluates")]),
      ],
      verdict: { app, variant in
        let perPass = lastPassViews(app)
        let keystroke = app.host.changes.filter { $0.pass == 2 }.map(\.view)
        switch variant {
        case .broken:
          return
            "One keystroke re-evaluated \(keystroke.count) bodies (\(keystroke.joined(separator: ", "))) "
            + "where 2 read the name, and one follower re-evaluated \(perPass.count) (\(perPass.joined(separator: ", "))). "
            + "Every @Published write sends one objectWillChange to every observer."
        case .fixed:
          return
            "One keystroke re-evaluated \(keystroke.joined(separator: " and ")); one follower re-evaluated "
            + "\(perPass.joined(separator: ", ")). Each view depends on the properties its body reads."
        }
      }),
    quiz: quiz)

  /// The views whose bodies ran in the latest update pass, in order.
  @MainActor private static func lastPassViews(_ app: LessonApp) -> [String] {
    guard let last = app.host.changes.last?.pass else { return [] }
    return app.host.changes.filter { $0.pass == last }.map(\.view)
  }

  /// Holds when the latest pass re-evaluated exactly `views`.
  private static func reevaluatedOnly(_ views: [String], _ description: String) -> Expectation {
    Expectation(description, revealsBug: true) { app in
      let ran = lastPassViews(app)
      return Expectation.Observation(
        holds: ran.sorted() == views.sorted(), observed: "re-evaluated: \(ran.joined(separator: ", "))")
    }
  }
}
