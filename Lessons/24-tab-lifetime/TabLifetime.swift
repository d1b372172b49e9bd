import LessonsPlayDriver
import StateRuntime

/// Lesson 24: which state each tab of a TabView keeps, and what `.id` on a tab does.
enum TabLifetime {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside event, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let journal = HikeJournal()
    let events = [
      OutsideEvent("sync", "your watch syncs the hike \"Creek trail\"") { journal.sync(["Creek trail"]) }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = ["syncs": { "\(journal.syncCount)" }]
    switch variant {
    case .broken:
      return LessonApp(
        TabLifetime.Broken.HikingApp(journal: journal), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(
        TabLifetime.Fixed.HikingApp(journal: journal), xcode: xcode, events: events, facts: facts)
    }
  },
  facts: [
    // The Journal tab's note field.
    ScenarioFact("note") { app in
      let value = app.host.element("Note")?.value ?? "(no Note field on screen)"
      return value.isEmpty ? "the note is empty" : "the note reads \"\(value)\""
    },
    // How often the Map tab's body ran: never, until the tab is first selected.
    ScenarioFact("map-bodies") { app in
      let runs = app.host.bodyCount(of: "MapTab")
      return "MapTab's body ran \(runs) time\(runs == 1 ? "" : "s")"
    },
    // The Map tab's count of its onAppear runs.
    ScenarioFact("shown") { app in
      "\"\(app.host.element("Times shown:")?.label ?? "(not on screen)")\""
    },
    // The Map tab's zoom stepper.
    ScenarioFact("zoom") { app in
      "\"\(app.host.elements().first { $0.label.hasPrefix("Zoom") }?.label ?? "(no zoom)")\""
    },
    // The Journal tab's list of hikes.
    ScenarioFact("hikes") { app in "\"\(app.host.element("Hikes:")?.label ?? "(no hikes)")\"" },
  ],
  verdict: { app, variant in
    switch variant {
    case .broken:
      return "The note was kept through the tab switch and lost at the sync: .id(journal.syncCount) "
        + "gave the Journal tab a new identity, which discarded its @State. The Map tab, untouched, "
        + "kept its zoom."
    case .fixed:
      return "The note survived the switches and the sync: the Journal tab kept its identity, and "
        + "showed the synced hike because it reads the journal. The Map kept its zoom, and its "
        + "onAppear ran on each of its two appearances."
    }
  })
