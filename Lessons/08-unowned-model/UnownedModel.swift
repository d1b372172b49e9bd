import LessonsPlayDriver
import StateRuntime

/// Lesson 8: ownership of models under Observation.
enum UnownedModel {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let presence = ChatPresence()
    let events = [OutsideEvent("away", "the server marks you away") { presence.status = "away" }]
    switch variant {
    case .broken:
      return LessonApp(
        UnownedModel.Broken.ComposeScreen(presence: presence), xcode: xcode, events: events)
    case .fixed:
      return LessonApp(UnownedModel.Fixed.ComposeScreen(presence: presence), xcode: xcode, events: events)
    }
  },
  facts: [
    // The draft field, which the editor's model backs.
    ScenarioFact("draft") { app in "field \"\(app.host.element("Draft")?.value ?? "(no field)")\"" },
    // Whether the presence line shows the away status.
    ScenarioFact("presence") { app in
      app.host.element("You are away") != nil ? "\"You are away\"" : "not updated"
    },
  ],
  verdict: { app, _ in
    let draft = app.host.element("Draft")?.value ?? "(no field)"
    let replaced = app.host.changes.filter { change in
      change.view == "DraftEditor" && change.reasons.contains(.property("_model"))
        && !change.reasons.contains(.identity)
    }.count
    if draft != "See you at" {
      return
        "The draft was \"See you at\" and now shows \"\(draft)\": the parent's update rebuilt DraftEditor, "
        + "its DraftModel() made a new model, and the editor switched to it (_model changed \(replaced) time"
        + (replaced == 1 ? "" : "s") + "). Nothing owned the first one."
    }
    return
      "The draft still reads \"\(draft)\" after the parent's update: @State kept the editor's model for "
      + "its identity."
  })
