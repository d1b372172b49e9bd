import LessonsPlayDriver
import StateRuntime

/// The fixture lesson's namespaces: the two versions use the same names.
enum CampTabs {
  enum Broken {}
  enum Fixed {}
}

let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let camp = Camp()
    let events = [
      OutsideEvent("sync", "the ranger's radio syncs \"Fox by the creek\"") {
        camp.sync(["Fox by the creek"])
      }
    ]
    switch variant {
    case .broken:
      return LessonApp(CampTabs.Broken.CampApp(camp: camp), xcode: xcode, events: events)
    case .fixed:
      return LessonApp(CampTabs.Fixed.CampApp(camp: camp), xcode: xcode, events: events)
    }
  },
  facts: [
    ScenarioFact("entry") { app in
      let value = app.host.element("Entry")?.value ?? "(no Entry field on screen)"
      return value.isEmpty ? "the entry is empty" : "the entry reads \"\(value)\""
    },
    ScenarioFact("log") { app in "\"\(app.host.element("Log:")?.label ?? "(no log)")\"" },
  ],
  verdict: { _, variant in
    switch variant {
    case .broken: return "The entry was lost at the sync: .id(camp.syncs) made the Notes tab a new one."
    case .fixed: return "The entry outlived the sync: the Notes tab kept its identity."
    }
  })
