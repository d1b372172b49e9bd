import LessonKit
import StateRuntime
import Testing

@testable import LessonCatalog

/// The predict keys of the lessons on presentation, navigation, persistence,
/// focus and async races, worked out by driving the runtime by hand.
@MainActor
enum BeyondPredictKeys {
  nonisolated static let ids: Set<String> = [
    "sheet-item.predict-note", "navigation-path.predict-screens", "app-storage.predict-stepper",
    "focus-state.predict-readout", "task-id-race.predict-showing", "main-actor-model.predict-hop",
    "onchange-semantics.predict-open", "onchange-semantics.predict-history", "foreach-indices.predict-notes",
    "tab-lifetime.predict-note", "tab-lifetime.predict-sync",
  ]

  static func expected(for id: String, in xcode: XcodeRelease) throws -> QuizPredictKeyTests.Expected? {
    switch id {
    case "sheet-item.predict-note":
      let host = ViewHost(SheetItem.Broken.ShelfScreen(), options: .init(xcode: xcode))
      try host.tap("Dune")
      try host.type("Reread", into: "Note")
      try host.tap("Next book")
      #expect(host.element("Detail:")?.label == "Detail: Emma")  // the sheet did follow the book
      return .control(host.element("Note")?.value)
    case "navigation-path.predict-screens":
      let router = MailRouter()
      let host = ViewHost(
        NavigationPathLesson.Broken.InboxScreen(router: router), options: .init(xcode: xcode))
      try host.tap("Lunch on Friday")
      router.request(thread: mailThreads[0])
      host.flush()
      #expect(
        host.elements(includingCovered: true).filter { $0.label == "Thread: Lunch on Friday" }.count == 2)
      // The inbox's line is under the two thread screens: read it there.
      return .control(
        host.elements(includingCovered: true).first { $0.label.hasPrefix("Open screens") }?.label)
    case "app-storage.predict-stepper":
      let defaults = LessonDefaults("app-storage-test")
      let host = ViewHost(
        AppStorageLesson.Broken.ComposerApp().defaultAppStorage(defaults.store), options: .init(xcode: xcode))
      try host.increment("Font size")
      defaults.store.set(18, forKey: "fontSize")
      host.flush()
      #expect(host.element("Preview at 18 pt") != nil)  // the preview did follow the key
      return .control(host.elements().first { $0.label.hasPrefix("Font size") }?.value)
    case "focus-state.predict-readout":
      let host = ViewHost(
        FocusStateLesson.Broken.TaskForm(model: TaskFormModel()), options: .init(xcode: xcode))
      try host.tap("Save")
      try host.focus("Notes")
      #expect(host.element("Notes")?.isFocused == true)  // focus did move
      return .control(host.elements().first { $0.label.hasPrefix("Editing") }?.label)
    case "task-id-race.predict-showing":
      let service = TaskIDRace.Snippet.ManualSearch()
      let host = ViewHost(TaskIDRace.Snippet.SearchBox(service: service), options: .init(xcode: xcode))
      try host.type("sw", into: "Search")
      try host.type("swift", into: "Search")
      service.deliver("swift")
      host.flush()
      #expect(host.element("Showing: results for swift") != nil)  // the newer answer did show, briefly
      service.deliver("sw")
      host.flush()
      return .control(host.elements().first { $0.label.hasPrefix("Showing") }?.label)
    case "main-actor-model.predict-hop":
      let model = MainActorModel.Snippet.FeedModel()
      let host = ViewHost(MainActorModel.Snippet.FeedScreen(model: model), options: .init(xcode: xcode))
      model.isRefreshing = true
      host.flush()
      host.resetCounts()
      model.finishRefresh(with: ["Rates hold"])
      host.flush()
      return .views(QuizPredictKeyTests.ran(in: host, among: ["FeedScreen", "HeadlineList", "Footer"]))
    case "onchange-semantics.predict-open":
      let room = ServerRoom()
      let host = ViewHost(OnChangeSemantics.Broken.RoomMonitor(room: room), options: .init(xcode: xcode))
      room.report(31)
      host.flush()
      #expect(room.actionRuns == 0)  // neither the first value nor the repeat ran the action
      return .control(host.element("Alerts sent:")?.label)
    case "onchange-semantics.predict-history":
      let host = ViewHost(PredictSnippets.VolumeHistory.Mixer(), options: .init(xcode: xcode))
      #expect(host.element("History:")?.label == "History: 3→3")  // initial: true ran on appearance
      try host.tap("Boost")
      try host.tap("Same again")
      return .control(host.element("History:")?.label)
    case "tab-lifetime.predict-note":
      let journal = HikeJournal()
      let host = ViewHost(TabLifetime.Broken.HikingApp(journal: journal), options: .init(xcode: xcode))
      try host.type("Heron at the lake", into: "Note")
      try host.selectTab("Map")
      try host.selectTab("Journal")
      #expect(host.element("Words:")?.label == "Words: 4")  // a switch alone keeps the note
      try host.selectTab("Map")
      journal.sync(["Creek trail"])
      host.flush()
      #expect(
        host.events.contains {
          if case .stateDiscarded(let gone) = $0 { gone.view == "JournalTab" } else { false }
        })
      try host.selectTab("Journal")
      #expect(host.element("Note")?.value == "")
      return .control(host.element("Words:")?.label)
    case "tab-lifetime.predict-sync":
      let journal = HikeJournal()
      let host = ViewHost(TabLifetime.Broken.HikingApp(journal: journal), options: .init(xcode: xcode))
      try host.selectTab("Map")
      try host.selectTab("Journal")
      host.resetCounts()
      journal.sync(["Creek trail"])
      host.flush()
      return .views(QuizPredictKeyTests.ran(in: host, among: ["HikingApp", "JournalTab", "MapTab"]))
    case "foreach-indices.predict-notes":
      let host = ViewHost(ForEachIndices.Broken.ReadingListScreen(), options: .init(xcode: xcode))
      try host.tap("Notes for Dune")
      try host.tap("Remove Dune")
      #expect(host.element("Books: 2") != nil)  // Dune did go
      return .control(host.elements().first { $0.label.hasPrefix("Notes on") }?.label)
    default:
      return nil
    }
  }
}
