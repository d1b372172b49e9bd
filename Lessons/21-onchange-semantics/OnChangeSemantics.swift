import LessonKit
import StateRuntime

/// Lesson 21: what onChange(of:initial:) runs for, and what it never sees.
enum OnChangeSemantics {
  enum Broken {}
  enum Fixed {}

  /// Mounts one version on a fresh room, with the sensor's reports as outside events.
  @MainActor
  static func makeApp(_ variant: Variant, xcode: XcodeRelease) -> LessonApp {
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
      return LessonApp(Broken.RoomMonitor(room: room), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(Fixed.RoomMonitor(room: room), xcode: xcode, events: events, facts: facts)
    }
  }

  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["OnChangeSemantics+Broken.swift"], fixed: ["OnChangeSemantics+Fixed.swift"],
      shared: ["ServerRoom.swift"], source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in makeApp(variant, xcode: xcode) },
      steps: [
        ScenarioStep(
          "Open the monitor (the room is at 31°C)", .mount,
          expect: [alertsSent(1, "the room at 31°C is paged on open", revealsBug: true)]),
        ScenarioStep(
          "The sensor reports 31°C again", .event("sensor-repeats"),
          expect: [actionRunsSinceTheWrite(0, "a repeated reading does not run the action")]),
        ScenarioStep(
          "Tap Cool down (24°C, then 27°C, in one action)", .tap("Cool down"),
          expect: [
            actionRunsSinceTheWrite(1, "two writes in one action run the action once"),
            lastChange("31 → 27"),
          ]),
        ScenarioStep(
          "The sensor reports 33°C", .event("sensor-rises"),
          expect: [alertsSent(2, "33°C pages again, and every hot reading has paged", revealsBug: true)]),
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
      }),
    quiz: quiz)

  private static func alertsSent(_ expected: Int, _ description: String, revealsBug: Bool) -> Expectation {
    Expectation(description, revealsBug: revealsBug) { app in
      let shown = app.host.element("Alerts sent:")?.label ?? "(no alert count)"
      return .equal(shown, "Alerts sent: \(expected)", "\"\(shown)\"")
    }
  }

  private static func actionRunsSinceTheWrite(_ expected: Int, _ description: String) -> Expectation {
    Expectation(description) { app in
      let runs = (Int(app.fact("onChange action runs")) ?? 0) - (Int(app.fact("runs before the write")) ?? 0)
      return .equal("\(runs)", "\(expected)", "the action ran \(runs) time\(runs == 1 ? "" : "s")")
    }
  }

  private static func lastChange(_ expected: String) -> Expectation {
    Expectation("the action saw \(expected)") { app in
      let seen = app.fact("last change seen")
      return .equal(seen, expected, "it saw \(seen)")
    }
  }
}
