import LessonsPlayDriver
import StateRuntime

/// Lesson 1: a copy made at init time.
enum InitCopy {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let document = ReportDocument(title: "Q3 report")
    let events = [
      OutsideEvent("undo", "Edit ▸ Undo puts the previous title back") { document.undo() },
      OutsideEvent("sync", "a sync from the server renames the report") {
        document.title = "Q3 report (approved)"
      },
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = ["document.title": { document.title }]
    switch variant {
    case .broken:
      return LessonApp(
        InitCopy.Broken.ReportScreen(document: document), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(
        InitCopy.Fixed.ReportScreen(document: document), xcode: xcode, events: events, facts: facts)
    }
  },
  facts: [
    // The title field beside the document it edits: the field follows its one owner.
    ScenarioFact("field") { app in
      let field = app.host.element("Title")?.value ?? "(no field)"
      return "field \"\(field)\", document \"\(app.fact("document.title"))\""
    },
    // The title the document holds, whatever the field shows.
    ScenarioFact("document") { app in "document \"\(app.fact("document.title"))\"" },
  ],
  verdict: { app, _ in
    let field = app.host.element("Title")?.value ?? "(no field)"
    let owner = app.fact("document.title")
    let thrownAway = app.host.events.filter {
      if case .initialValueDiscarded(let discarded) = $0 {
        discarded.view == "TitleEditor"
      } else {
        false
      }
    }.count
    if field != owner {
      return "The field shows \"\(field)\" while the document holds \"\(owner)\": two owners disagree. "
        + "TitleEditor's @State kept its first value; \(thrownAway) later initial values were evaluated and thrown away."
    }
    return "The field and the document agree (\"\(owner)\") after the undo and the sync: "
      + "one owner, edited through a @Binding."
  })
