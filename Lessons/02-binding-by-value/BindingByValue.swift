import LessonKit
import StateRuntime

/// Lesson 2: a binding passed by value.
enum BindingByValue {
  enum Broken {}
  enum Fixed {}
}

extension BindingByValue {
  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["BindingByValue+Broken.swift"],
      fixed: ["BindingByValue+Fixed.swift"],
      shared: ["PodcastSettings.swift", "DownloadQueue.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
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
      steps: [
        ScenarioStep(
          "Open the download settings", .mount,
          expect: [
            toggleMatchesSettings("the toggle shows the saved setting"),
            Expectation("the stepper shows the saved interval") { app in
              let shown = app.host.element("Skip forward")?.value ?? "(no stepper)"
              return .equal(shown, "15", "stepper \(shown)")
            },
          ]),
        ScenarioStep(
          "Switch on cellular downloads", .toggle("Download over cellular"),
          expect: [
            Expectation("the toggle shows on") { app in
              let shown = app.host.element("Download over cellular")?.value ?? "(no toggle)"
              return .equal(shown, "on", "toggle \(shown)")
            },
            toggleMatchesSettings("the settings hold what the toggle shows", revealsBug: true),
            Expectation("the status line says on", revealsBug: true) { app in
              let line = app.host.element("Cellular downloads")?.label ?? "(no status line)"
              return .equal(line, "Cellular downloads: on", "\"\(line)\"")
            },
          ]),
        ScenarioStep(
          "Skip forward: 15 → 30 seconds", .repeated(.increment("Skip forward"), times: 3),
          expect: [
            Expectation("the settings hold 30 seconds", revealsBug: true) { app in
              let shown = app.host.element("Skip forward")?.value ?? "(no stepper)"
              let owner = app.fact("settings.skipForwardSeconds")
              return .equal(owner, "30", "stepper \(shown), settings \(owner)")
            }
          ]),
        ScenarioStep(
          "The phone drops off Wi-Fi", .event("wifi-lost"),
          expect: [
            Expectation("the queue goes on over cellular", revealsBug: true) { app in
              let status = app.fact("queue.status")
              return .equal(status, "downloading over cellular", "queue \"\(status)\"")
            }
          ]),
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
      }),
    quiz: quiz)

  /// Holds when the cellular toggle shows what the settings hold.
  private static func toggleMatchesSettings(_ description: String, revealsBug: Bool = false) -> Expectation {
    Expectation(description, revealsBug: revealsBug) { app in
      let shown = app.host.element("Download over cellular")?.value ?? "(no toggle)"
      let owner = app.fact("settings.downloadOverCellular")
      return .equal(shown == "on" ? "true" : "false", owner, "toggle \(shown), settings \(owner)")
    }
  }
}
