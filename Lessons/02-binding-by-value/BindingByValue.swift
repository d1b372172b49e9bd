import LessonsPlayDriver
import StateRuntime

/// Lesson 2: a binding passed by value.
enum BindingByValue {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let settings = PodcastSettings()
    let queue = DownloadQueue(settings: settings)
    let events = [
      OutsideEvent("wifi-lost", "the train leaves the station: the phone drops off Wi-Fi") {
        queue.wifiLost()
      }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "settings.downloadOverCellular": { "\(settings.downloadOverCellular)" },
      "settings.skipForwardSeconds": { "\(settings.skipForwardSeconds)" },
      "queue.status": { queue.status },
    ]
    switch variant {
    case .broken:
      return LessonApp(
        BindingByValue.Broken.DownloadsScreen(settings: settings, queue: queue), xcode: xcode,
        events: events,
        facts: facts)
    case .fixed:
      return LessonApp(
        BindingByValue.Fixed.DownloadsScreen(settings: settings, queue: queue), xcode: xcode,
        events: events,
        facts: facts)
    }
  },
  facts: [
    // The cellular toggle beside the setting it should write.
    ScenarioFact("cellular") { app in
      let shown = app.host.element("Download over cellular")?.value ?? "(no toggle)"
      return "toggle \(shown), settings \(app.fact("settings.downloadOverCellular"))"
    },
    // The cellular toggle alone.
    ScenarioFact("toggle") { app in
      "toggle \(app.host.element("Download over cellular")?.value ?? "(no toggle)")"
    },
    // The read-only status line, which follows the settings.
    ScenarioFact("status") { app in
      "\"\(app.host.element("Cellular downloads")?.label ?? "(no status line)")\""
    },
    // The skip-forward stepper alone.
    ScenarioFact("stepper") { app in
      "stepper \(app.host.element("Skip forward")?.value ?? "(no stepper)")"
    },
    // The stepper beside the interval the settings hold.
    ScenarioFact("skip-forward") { app in
      let shown = app.host.element("Skip forward")?.value ?? "(no stepper)"
      return "stepper \(shown), settings \(app.fact("settings.skipForwardSeconds"))"
    },
    // What the download queue does, which depends on the saved setting.
    ScenarioFact("queue") { app in "queue \"\(app.fact("queue.status"))\"" },
  ],
  verdict: { app, _ in
    let shown = app.host.element("Download over cellular")?.value ?? "(no toggle)"
    let owner = app.fact("settings.downloadOverCellular")
    let ownWrites = app.host.events.filter {
      if case .stateChanged(let change) = $0 {
        change.view == "CellularToggle" || change.view == "SkipForwardStepper"
      } else {
        false
      }
    }.count
    let settingsNotices = app.host.events.filter {
      if case .dependencyFired(_, _, let property) = $0 {
        property.hasPrefix("PodcastSettings.")
      } else {
        false
      }
    }.count
    if shown == "on" && owner == "false" {
      return "The toggle shows on while the settings hold false, and the queue is "
        + "\"\(app.fact("queue.status"))\". The controls wrote their own @State \(ownWrites) times; "
        + (settingsNotices == 0
          ? "no view was ever notified of a PodcastSettings change"
          : "PodcastSettings notified views \(settingsNotices) times")
        + ". Each child edited a copy the owner never sees."
    }
    return "The toggle shows \(shown) and the settings hold \(owner); the queue is "
      + "\"\(app.fact("queue.status"))\". PodcastSettings changed \(settingsNotices) times, each one written "
      + "through a @Binding; no control kept a copy (\(ownWrites) writes to a child's own @State)."
  })
