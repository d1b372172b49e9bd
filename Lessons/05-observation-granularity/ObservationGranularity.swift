import LessonKit
import StateRuntime

/// Lesson 5: ObservableObject vs @Observable granularity.
enum ObservationGranularity {
  enum Broken {}
  enum Fixed {}
}

extension ObservationGranularity {
  static let lesson = Lesson(
    id: "observation-granularity",
    title: "ObservableObject vs @Observable granularity",
    summary: "One @Published write re-evaluates every observer, whatever it read.",
    story: [
      StorySection(
        "The slow profile",
        """
        "Typing my name in the profile editor stutters, and the follower count \
        ticking in makes the whole form redraw." The editor and the five small \
        views in it all observe one model, and every keystroke costs six body \
        evaluations where two would do.
        """),
      StorySection(
        "What happens",
        """
        ProfileStore is an ObservableObject. Each @Published write sends one \
        objectWillChange, and that message says only "this object will change". \
        Every view holding the store with @ObservedObject is invalidated by it, \
        including the handle line and the bio, which never read the name.
        """),
      StorySection(
        "The rule",
        """
        Under the old model, give each child the narrowest value it needs. \
        Under Observation, a view depends on exactly the properties its body \
        reads: handing the whole model to a child costs nothing by itself. \
        Keep ObservableObject for older OS targets and Combine seams.
        """),
      StorySection(
        "The fix",
        """
        Make ProfileStore @Observable and drop @Published. Children take a plain \
        let (or @Bindable where they need a binding, like the name field). A \
        keystroke now re-evaluates the preview and the field; a follower tick \
        re-evaluates the badge alone.
        """),
    ],
    ownership: Ownership(
      value: "the profile's fields (name, handle, bio, followers)",
      truth: "ProfileStore, one model the editor was handed",
      lifetime: "the editing session: as long as the profile screen is open",
      writers: "the name field (through a binding) and the server (followers)",
      persistence: "saved by the store when editing ends; no view keeps a copy"),
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
