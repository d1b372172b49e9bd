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

  static let lesson = Lesson(
    id: "onchange-semantics",
    title: "What onChange sees",
    summary:
      "onChange runs for changes between updates: not for the first value, not for a repeat, once for two writes.",
    story: [
      StorySection(
        "The silent alarm",
        """
        "The server room was at 31°C when I opened the monitor, and nobody was \
        paged. It paged at 33°C, an hour later." The monitor sends an alert from \
        onChange(of: room.temperature) when a reading is 30°C or more.
        """),
      StorySection(
        "What happens",
        """
        onChange(of:) compares the value it is given after each update of its \
        view with the value from the update before, using ==, and runs its action \
        with both (old first) when they differ. The value the view appears with \
        has nothing before it, so without initial: true the action does not run \
        for it: 31°C at launch pages nobody. Three more facts follow from the \
        same rule. A sensor that stores 31 over 31 changes nothing: Observation \
        (Swift 6.2 and later) does not even notify an equal write, and had the \
        body run, == would still find no change. An action that writes twice (the \
        cooling burst: 24, then 27) is one update, so onChange runs once, with 31 \
        and 27; the 24 is never seen. And an action that writes the very value it \
        watches changes it again in the same frame: SwiftUI then logs \
        "onChange(of: Int) action tried to update multiple times per frame." (a \
        feedback loop; this runtime reports a loop that never settles instead, and \
        does not print that line).
        """),
      StorySection(
        "The rule",
        """
        onChange is for side effects of a change (a page, a save, an analytics \
        event), and it runs for changes between updates, not for values. Add \
        initial: true when the first value needs the effect too; then the action \
        runs once on appearance with the same value as old and new. Never rely on \
        seeing every write: a repeat is not a change, and writes in one update \
        arrive as one. If the action only computes something from the value, do \
        not use onChange at all: compute it in the model or the body.
        """),
      StorySection(
        "The fix",
        """
        .onChange(of: room.temperature, initial: true). The room at 31°C is paged \
        as the monitor opens; the repeated reading sends nothing; cooling runs the \
        action once (31 → 27) and pages nobody; 33°C pages again. This API needs \
        iOS 17 / macOS 14; the older onChange(of:perform:) passed only the new \
        value and had no initial: parameter.
        """),
    ],
    ownership: Ownership(
      value: "the alerts sent for the room",
      truth: "ServerRoom.alerts, written by the monitor's onChange action",
      lifetime: "the app session",
      writers: "the onChange action, on appearance and on each change of the temperature",
      persistence: "no: a real pager keeps its own record"),
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
