import LessonsPlayDriver
import StateRuntime

/// Lesson 21: what onChange(of:initial:) runs for, and what it never sees.
enum OnChangeSemantics {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let room = ServerRoom()
    let events = [
      OutsideEvent("sensor-repeats", "the sensor reports 31°C again") { room.report(31) },
      OutsideEvent("sensor-rises", "the sensor reports 33°C") { room.report(33) },
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "onChange action runs": { "\(room.actionRuns)" },
      "last change seen": { room.lastChange },
      "runs before the write": { "\(room.runsBeforeLastWrite)" },
    ]
    switch variant {
    case .broken:
      return LessonApp(
        OnChangeSemantics.Broken.RoomMonitor(room: room), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(
        OnChangeSemantics.Fixed.RoomMonitor(room: room), xcode: xcode, events: events, facts: facts)
    }
  },
  facts: [
    // The alert count on screen.
    ScenarioFact("alerts") { app in
      "\"\(app.host.element("Alerts sent:")?.label ?? "(no alert count)")\""
    },
    // How often the onChange action ran since the last write began: what one action's writes cost.
    ScenarioFact("runs") { app in
      let runs =
        (Int(app.fact("onChange action runs")) ?? 0) - (Int(app.fact("runs before the write")) ?? 0)
      return "the action ran \(runs) time\(runs == 1 ? "" : "s")"
    },
    // The change the action saw last (old → new).
    ScenarioFact("change") { app in "it saw \(app.fact("last change seen"))" },
  ],
  verdict: { app, variant in
    let runs = app.fact("onChange action runs")
    switch variant {
    case .broken:
      return "The action ran \(runs) times: for the cooling (31 → 27) and for 33°C. It never ran for "
        + "the 31°C the monitor opened with: without initial: true, onChange runs only for changes "
        + "between updates."
    case .fixed:
      return "The action ran \(runs) times: once on appearance (initial: true, 31 → 31), once for the "
        + "cooling's two writes (31 → 27), once for 33°C; the repeated 31°C was no change."
    }
  })
