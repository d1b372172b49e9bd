import LessonKit
import StateRuntime

/// Lesson 24: which state each tab of a TabView keeps, and what `.id` on a tab does.
enum TabLifetime {
  enum Broken {}
  enum Fixed {}

  /// Mounts one version on a fresh journal, with the watch's sync as an outside event.
  @MainActor
  static func makeApp(_ variant: Variant, xcode: XcodeRelease) -> LessonApp {
    let journal = HikeJournal()
    let events = [
      OutsideEvent("sync", "your watch syncs the hike \"Creek trail\"") { journal.sync(["Creek trail"]) }
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = ["syncs": { "\(journal.syncCount)" }]
    switch variant {
    case .broken:
      return LessonApp(Broken.HikingApp(journal: journal), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(Fixed.HikingApp(journal: journal), xcode: xcode, events: events, facts: facts)
    }
  }

  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["TabLifetime+Broken.swift"], fixed: ["TabLifetime+Fixed.swift"],
      shared: ["HikingTabs.swift"], source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in makeApp(variant, xcode: xcode) },
      steps: [
        ScenarioStep(
          "Open the app on the Journal tab", .mount,
          expect: [
            note(""),
            Expectation("the Map tab is not built until it is first selected") { app in
              let runs = app.host.bodyCount(of: "MapTab")
              return .equal("\(runs)", "0", "MapTab's body ran \(runs) time\(runs == 1 ? "" : "s")")
            },
          ]),
        ScenarioStep(
          "Write a note", .type("Heron at the lake", into: "Note"), expect: [note("Heron at the lake")]),
        ScenarioStep(
          "Switch to the Map tab", .control(.select("Map", in: "TabView")), expect: [timesShown(1)]),
        ScenarioStep("Zoom in", .increment("Zoom"), expect: [zoom(2)]),
        ScenarioStep(
          "Back to the Journal tab", .control(.select("Journal", in: "TabView")),
          expect: [note("Heron at the lake", "the note survived the switch")]),
        ScenarioStep(
          "Your watch syncs a hike", .event("sync"),
          expect: [
            Expectation("the synced hike is listed") { app in
              let shown = app.host.element("Hikes:")?.label ?? "(no hikes)"
              return .equal(shown, "Hikes: Ridge loop, Creek trail", "\"\(shown)\"")
            },
            note("Heron at the lake", "the note survived the sync", revealsBug: true),
          ]),
        ScenarioStep(
          "Switch to the Map tab again", .control(.select("Map", in: "TabView")),
          expect: [zoom(2), timesShown(2)]),
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
      }),
    quiz: quiz)

  private static func note(_ text: String, _ description: String? = nil, revealsBug: Bool = false)
    -> Expectation
  {
    Expectation(
      description ?? (text.isEmpty ? "the note is empty" : "the note reads \"\(text)\""),
      revealsBug: revealsBug
    ) { app in
      let value = app.host.element("Note")?.value ?? "(no Note field on screen)"
      return .equal(value, text, value.isEmpty ? "the note is empty" : "the note reads \"\(value)\"")
    }
  }

  private static func zoom(_ level: Int) -> Expectation {
    Expectation("the map is at zoom \(level)") { app in
      let shown = app.host.elements().first { $0.label.hasPrefix("Zoom") }?.label ?? "(no zoom)"
      return .equal(shown, "Zoom \(level)", "\"\(shown)\"")
    }
  }

  private static func timesShown(_ count: Int) -> Expectation {
    Expectation("the Map's onAppear has run \(count == 1 ? "once" : "\(count) times")") { app in
      let shown = app.host.element("Times shown:")?.label ?? "(not on screen)"
      return .equal(shown, "Times shown: \(count)", "\"\(shown)\"")
    }
  }
}
