import LessonsPlayDriver
import StateRuntime

/// Lesson 5: ObservableObject vs @Observable granularity.
enum ObservationGranularity {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
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
  facts: [
    // The header's preview of the name at mount.
    ScenarioFact("preview") { app in
      app.host.element("Preview: Ada") != nil ? "\"Preview: Ada\"" : "no preview"
    },
    // The name the store holds, and whether the preview shows it.
    ScenarioFact("name") { app in
      let name = app.fact("store.name")
      let preview = app.host.element("Preview: \(name)") != nil
      return "store \"\(name)\", preview \(preview ? "updated" : "stale")"
    },
    // The views whose bodies ran in the latest update pass, in order.
    ScenarioFact("reevaluated") { app in
      "re-evaluated: \(ObservationGranularity.lastPassViews(app).joined(separator: ", "))"
    },
  ],
  verdict: { app, variant in
    let perPass = ObservationGranularity.lastPassViews(app)
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
  })

extension ObservationGranularity {
  /// The views whose bodies ran in the latest update pass, in order.
  @MainActor static func lastPassViews(_ app: LessonApp) -> [String] {
    guard let last = app.host.changes.last?.pass else { return [] }
    return app.host.changes.filter { $0.pass == last }.map(\.view)
  }
}
