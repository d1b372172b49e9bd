import LessonsPlayDriver
import StateRuntime

/// Lesson 28: a background import that the list never shows.
enum QueryRefresh {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version (an in-memory container holding two saved articles,
/// and the importer the app makes from it), the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let container = Feed.makeContainer()
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "saved": { "\(Feed.savedCount(in: container)) saved" }
    ]
    switch variant {
    case .broken:
      let importer = QueryRefresh.Broken.FeedImporter(modelContainer: container)
      return LessonApp(
        QueryRefresh.Broken.ReadingList(importer: importer).modelContainer(container), xcode: xcode,
        facts: facts)
    case .fixed:
      let importer = QueryRefresh.Fixed.FeedImporter(modelContainer: container)
      return LessonApp(
        QueryRefresh.Fixed.ReadingList(importer: importer).modelContainer(container), xcode: xcode,
        facts: facts)
    }
  },
  facts: [
    // What the list shows beside what the store holds: the query shows what was saved.
    ScenarioFact("list") { app in
      let header = app.host.element("Articles:")?.label ?? "(no header)"
      return "\"\(header)\", \(app.fact("saved"))"
    }
  ],
  verdict: { app, variant in
    let header = app.host.element("Articles:")?.label ?? "no header"
    let saved = app.fact("saved")
    switch variant {
    case .broken:
      return "The list says \"\(header)\" and the store holds \(saved): the import waited unsaved in the "
        + "importer's context, which does not autosave, and Refresh saved the view's context, which held "
        + "none of it. It reached the list only when the cleanup saved the importer's context."
    case .fixed:
      return "The list says \"\(header)\" and the store holds \(saved): each job saves the context it "
        + "changed, and the query fetched again as each save was merged into the main context."
    }
  })
