import LessonsPlayDriver
import StateRuntime

/// The hikes logged so far: the one truth. The watch syncs new hikes into it.
@MainActor @Observable
final class HikeJournal {
  private(set) var hikes = ["Ridge loop"]
  /// How many syncs have arrived: what the Journal tab is given as its id.
  private(set) var syncCount = 0

  func sync(_ new: [String]) {
    hikes += new
    syncCount += 1
  }
}

/// The app's two tabs, as their tags.
enum HikingPane: Hashable {
  case journal, map
}

/// The Journal tab: the hikes, and a note being written (with its word count), kept in its own @State.
struct JournalTab: View {
  let journal: HikeJournal
  @State private var note = ""

  var body: some View {
    VStack {
      Text("Hikes: \(journal.hikes.joined(separator: ", "))")
      TextField("Note", text: $note)
      Text("Words: \(note.split(separator: " ").count)")
    }
  }
}

/// The Map tab: a zoom level in its own @State, and how often the tab has
/// appeared (its onAppear runs on every switch to it).
struct MapTab: View {
  @State private var zoom = 1
  @State private var timesShown = 0

  var body: some View {
    VStack {
      Stepper("Zoom \(zoom)", value: $zoom, in: 1...5)
      Text("Times shown: \(timesShown)")
    }
    .onAppear { timesShown += 1 }
  }
}

/// BUG: `.id(journal.syncCount)` on the Journal tab, added so that the tab
/// "reloads" after a sync. An id that changes is a new identity: at every
/// sync SwiftUI throws the tab away, with the note being written in its
/// @State, and builds a fresh one. The tab never needed it: JournalTab
/// reads journal.hikes, so Observation updates it anyway.
struct HikingApp: View {
  let journal: HikeJournal
  @State private var pane = HikingPane.journal

  var body: some View {
    TabView(selection: $pane) {
      JournalTab(journal: journal)
        .id(journal.syncCount)
        .tabItem { Label("Journal", systemImage: "book") }
        .tag(HikingPane.journal)
      MapTab()
        .tabItem { Label("Map", systemImage: "map") }
        .tag(HikingPane.map)
    }
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let journal = HikeJournal()
  let steps = Steps()
  let app = LessonApp(
    HikingApp(journal: journal), xcode: xcode,
    events: [
      OutsideEvent("sync", "your watch syncs the hike \"Creek trail\"") { journal.sync(["Creek trail"]) },
      OutsideEvent(
        "sync-then-journal", "your watch syncs \"Creek trail\", then you switch to the Journal tab"
      ) {
        journal.sync(["Creek trail"])
        steps.host?.flush()
        try? steps.host?.selectTab("Journal")
      },
    ])
  steps.host = app.host as? ViewHost<HikingApp>
  return app
})

/// Performs a quiz event's steps as the compiled question did: each change is
/// its own update. Given the host right after the mount; events only run after that.
@MainActor
final class Steps {
  weak var host: ViewHost<HikingApp>?
}
