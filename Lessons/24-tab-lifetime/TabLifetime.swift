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

  static let lesson = Lesson(
    id: "tab-lifetime",
    title: "What a tab keeps",
    summary:
      "Each tab keeps its state while you switch, until something gives it a new identity: .id is that.",
    story: [
      StorySection(
        "The note that vanished",
        """
        "I was writing a note about the heron, looked at the map for a second, \
        and when I came back the note was gone. Not every time: only when my \
        watch had synced." The hiking app has two tabs: the Journal, with the \
        hikes and a note being written in the tab's @State, and the Map, with \
        its zoom level in its own @State.
        """),
      StorySection(
        "What happens",
        """
        Switching tabs is not what loses the note. A TabView keeps the identity \
        of every tab it has built while another tab is selected, and state lives \
        as long as its identity (WWDC21 "Demystify SwiftUI"), so the Journal \
        comes back as it was left, and the Map keeps its zoom. What is lost on \
        each switch is only being on screen: the tab left disappears and the tab \
        chosen appears, so their onDisappear and onAppear run on every switch, \
        and a .task is cancelled and started again; the Map counts its \
        appearances to show it. The note goes because of one line: \
        .id(journal.syncCount) on the Journal tab, added so that the tab would \
        "reload" after a sync. A changed id is a new identity: SwiftUI discards \
        the tab, note and all, and builds a fresh one, so the Journal you come \
        back to is empty even though you never saw it change. The tab never \
        needed it: its body reads journal.hikes, so Observation re-runs it when \
        a sync adds a hike.
        """),
      StorySection(
        "The rule",
        """
        Each tab keeps its state for as long as its identity lasts, and that is \
        as long as the TabView's own identity, unless the tab is given a new one. \
        Two things end it. .id(x) on a tab's content, when x changes: that tab \
        starts over, the others keep theirs. .id on the TabView, or the TabView \
        in a branch of an if (a sign-in gate, a layout switch): every tab starts \
        over, and an unbound TabView forgets which tab was selected. (A .tag \
        only says which selection value picks the tab; it is not an identity.) \
        Use .id only to reset on purpose (a different account), never to refresh: \
        a view that reads its data already refreshes. When a tab is first built \
        is not documented, and has changed: on iOS 18 and later a tab not yet \
        selected is not built, so its @State and onAppear wait for its first \
        selection, while iOS 17 could run a hidden tab's onAppear at launch \
        (observed by Karin Prater, swiftyplace, "SwiftUI View Lifecycle: When \
        onAppear Actually fires"; the onAppear-per-switch behaviour is what Ole \
        Begemann's SwiftUI View Lifecycle app shows). Put work in onAppear that \
        may run on every switch, or in a model the app owns; not in a tab's \
        onAppear as a once-only load.
        """),
      StorySection(
        "The fix",
        """
        Remove the .id. The Journal tab keeps one identity, so the note survives \
        switches and syncs, and the synced hike appears because the tab reads the \
        journal. This runtime models .tabItem with .tag, which Apple's \
        tabItem(_:) page marks deprecated from iOS 27; iOS 18 introduced \
        Tab("Journal", systemImage: "book", value: .journal) { JournalTab(...) } \
        inside TabView(selection:), where the value plays the tag's part. Apple \
        documents no difference in lifetime between the two spellings: the rules \
        above are about identity, which both keep the same way.
        """),
    ],
    ownership: Ownership(
      value: "the note being written on the Journal tab",
      truth: "JournalTab's @State: view-local, keyed by the tab's identity",
      lifetime: "the Journal tab's identity: as long as the TabView's, while nothing gives the tab a new id",
      writers: "the Note field",
      persistence: "no: a draft (@SceneStorage if it must outlive the scene)"),
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
