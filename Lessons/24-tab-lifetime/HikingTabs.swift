import StateRuntime

/// The hikes logged so far: the one truth, shared by both versions. The
/// watch syncs new hikes into it.
@MainActor @Observable
final class HikeJournal {
  private(set) var hikes = ["Ridge loop"]
  /// How many syncs have arrived: what the broken version gives the Journal tab as its id.
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
