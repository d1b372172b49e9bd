import LessonKit
import StateRuntime
import Testing

@testable import LessonCatalog

extension QuizClaimTests {
  typealias Claim = @MainActor @Sendable (XcodeRelease) async throws -> Void

  /// Each question's stated outcome, as a run that fails if the runtime disagrees.
  nonisolated static let claims: [String: Claim] = [
    // Lesson 1: "@State keeps the first value it got for that identity; later initial values are discarded."
    "init-copy.choice-why-stale": { xcode in
      let host = ViewHost(ClaimSnippets.TitleParent(), options: .init(xcode: xcode))
      try host.tap("Undo")
      #expect(host.element("Copy")?.value == "Draft")
      #expect(host.events.contains { if case .initialValueDiscarded = $0 { true } else { false } })
    },
    // Lesson 1: "@Binding var title, passed $document.title": the binding follows the owner.
    "init-copy.choice-fix": { xcode in
      let host = ViewHost(ClaimSnippets.TitleParent(), options: .init(xcode: xcode))
      try host.tap("Undo")
      #expect(host.element("Bound")?.value == "Original")
    },
    // Lesson 2: "the owner's body never re-runs after the action (only the child's own state changed)".
    "binding-by-value.recall-detect": { xcode in
      let host = ViewHost(PredictSnippets.MuteCopy.CallScreen(), options: .init(xcode: xcode))
      host.resetCounts()
      try host.toggle("Mute")
      #expect(host.bodyCount(of: "CallScreen") == 0)
      #expect(host.bodyCount(of: "MuteRow") == 1)
      #expect(host.element("Status")?.label == "Status: live")
    },
    // Lesson 3: "The form sits in both branches of an if, so switching gives it a new identity."
    "identity-reset.choice-cause": { xcode in
      let host = ViewHost(PredictSnippets.ReplyDraft.Thread(), options: .init(xcode: xcode))
      try host.type("Ship it", into: "Reply")
      try host.toggle("Compact")
      #expect(host.element("Reply")?.value == "Hi,")  // the new identity's fresh initial value
      #expect(host.events.contains { if case .stateDiscarded = $0 { true } else { false } })
    },
    // Lesson 3: "Keep one form and pass the layout to it as an argument": the draft survives.
    "identity-reset.choice-fix": { xcode in
      let host = ViewHost(ClaimSnippets.OneForm(), options: .init(xcode: xcode))
      try host.type("Hi", into: "Draft")
      try host.toggle("Compact")
      #expect(host.element("Draft (compact)")?.value == "Hi")
    },
    // Lesson 3: ".id(UUID())": "reset every time the parent re-evaluates".
    "identity-reset.choice-id": { xcode in
      let host = ViewHost(ClaimSnippets.UUIDRows(), options: .init(xcode: xcode))
      try host.type("Hi", into: "Draft")
      #expect(host.element("Draft")?.value == "Hi")
      try host.tap("Tick 0")
      #expect(host.element("Draft")?.value == "")
    },
    // Lesson 4: "summary reads the price inside the body, so the price became one of the view's dependencies."
    "broad-summary.choice-why": { xcode in
      let wallet = PredictSnippets.WalletSummary.Wallet()
      let host = ViewHost(
        PredictSnippets.WalletSummary.WalletScreen(wallet: wallet), options: .init(xcode: xcode))
      host.resetCounts()
      wallet.price = 101
      host.flush()
      #expect(host.bodyCount(of: "WalletScreen") == 1)
    },
    // Lesson 4: "Show the live price in its own small view": a tick runs that view, not the root.
    "broad-summary.choice-fix": { xcode in
      let wallet = PredictSnippets.WalletNarrow.Wallet()
      let host = ViewHost(
        PredictSnippets.WalletNarrow.WalletScreen(wallet: wallet), options: .init(xcode: xcode))
      host.resetCounts()
      wallet.price = 101
      host.flush()
      #expect(host.bodyCount(of: "WalletScreen") == 0)
      #expect(host.bodyCount(of: "PriceRow") == 1)
    },
    // Lesson 5: "objectWillChange announces that the object will change, not which property": all five run.
    "observation-granularity.choice-why-all": { xcode in
      let store = ObservationGranularity.Broken.ProfileStore()
      let host = ViewHost(
        ObservationGranularity.Broken.ProfileEditor(store: store), options: .init(xcode: xcode))
      host.resetCounts()
      store.followers += 1
      host.flush()
      for view in ["HeaderPreview", "NameField", "HandleLine", "BioText", "FollowerBadge"] {
        #expect(host.bodyCount(of: view) == 1, "\(view)")
      }
    },
    // Lesson 6: "once per identity with Xcode 27, on every init of the struct with Xcode 26 and earlier".
    "costly-state-init.choice-runs": { xcode in
      ClaimSnippets.Recents.made = 0
      let host = ViewHost(ClaimSnippets.DeclaredPanel(tick: 0), options: .init(xcode: xcode))
      host.root = ClaimSnippets.DeclaredPanel(tick: 1)
      host.flush()
      #expect(ClaimSnippets.Recents.made == (xcode.evaluatesStateLazily ? 1 : 2))
    },
    // Lesson 6: "_model = State(wrappedValue: ...)" in an init: "On every init of the panel, in every era."
    "costly-state-init.choice-custom-init": { xcode in
      ClaimSnippets.Recents.made = 0
      let host = ViewHost(ClaimSnippets.InitPanel(tick: 0), options: .init(xcode: xcode))
      host.root = ClaimSnippets.InitPanel(tick: 1)
      host.flush()
      #expect(ClaimSnippets.Recents.made == 2)
    },
    // Lesson 6: @StateObject vs @State: "With Xcode 27, yes; with Xcode 26 and earlier, not for a costly init."
    "costly-state-init.choice-stateobject": { xcode in
      ClaimSnippets.Recents.made = 0
      ClaimSnippets.LegacyRecents.made = 0
      let host = ViewHost(ClaimSnippets.Panels(), options: .init(xcode: xcode))
      try host.tap("Tick 0")
      try host.tap("Tick 1")
      #expect(ClaimSnippets.LegacyRecents.made == 1)
      #expect(ClaimSnippets.Recents.made == (xcode.evaluatesStateLazily ? 1 : 3) + 3)  // + the InitPanel's 3
    },
    // The interview's era answers: the same runs as lesson 6's questions.
    "interview.state-model-init": { xcode in
      try await claims["costly-state-init.choice-runs"]!(xcode)
      try await claims["costly-state-init.choice-custom-init"]!(xcode)
    },
    "interview.stateobject-still-needed": { xcode in
      try await claims["costly-state-init.choice-stateobject"]!(xcode)
    },
    // Lesson 8: "@State private var draft = DraftModel()": one instance kept per identity.
    "unowned-model.choice-wrapper": { xcode in
      let host = ViewHost(ClaimSnippets.DraftOwner(), options: .init(xcode: xcode))
      try host.type("Hello", into: "Draft 0")
      try host.tap("Tick 0")
      #expect(host.element("Draft 1")?.value == "Hello")
    },
    // Lesson 13: "items is one tracked property, and writing any element writes items."
    "per-element.choice-one-element": { xcode in
      let list = PackingList()
      let host = ViewHost(PerElement.Broken.PackingScreen(list: list), options: .init(xcode: xcode))
      host.resetCounts()
      list.pack(1)
      host.flush()
      #expect(host.bodyCount(of: "ItemRow") == 4)
    },
    // Lesson 13: "Give each row its element": packing one item runs one row.
    "per-element.choice-fix": { xcode in
      let list = PackingList()
      let host = ViewHost(PerElement.Fixed.PackingScreen(list: list), options: .init(xcode: xcode))
      host.resetCounts()
      list.pack(1)
      host.flush()
      #expect(host.bodyCount(of: "ItemRow") == 1)
    },
    // Lesson 13: after the fix, an append runs the screen; "the unchanged rows it re-creates are skipped".
    "per-element.choice-screen": { xcode in
      let list = PackingList()
      let host = ViewHost(PerElement.Fixed.PackingScreen(list: list), options: .init(xcode: xcode))
      host.resetCounts()
      list.add("Sunscreen")
      host.flush()
      #expect(host.bodyCount(of: "PackingScreen") == 1)
      #expect(host.bodyCount(of: "ItemRow") == 1)
    },
    // Lesson 14: "state is one stored property: writing any part of it writes state, and the form read state."
    "app-wide-store.choice-why": { xcode in
      let store = AppWideStore.Broken.AppStore()
      let host = ViewHost(AppWideStore.Broken.ExpenseApp(store: store), options: .init(xcode: xcode))
      host.resetCounts()
      store.refreshToken()
      host.flush()
      #expect(host.bodyCount(of: "ExpenseForm") == 1)
    },
    // Lesson 15: sheet(item:): "Dune's sheet is dismissed (its state discarded) and a new sheet is presented for Emma."
    "sheet-item.choice-identity": { xcode in
      let host = ViewHost(SheetItem.Fixed.ShelfScreen(), options: .init(xcode: xcode))
      try host.tap("Dune")
      try host.type("Reread", into: "Note")
      try host.tap("Next book")
      #expect(host.element("Detail:")?.label == "Detail: Emma")
      #expect(host.element("Note")?.value == "")
    },
    // Lesson 15: after a swipe down, "showsDetail is false and selected still holds the book."
    "sheet-item.choice-dismiss": { xcode in
      let host = ViewHost(ClaimSnippets.FlagSheet(), options: .init(xcode: xcode))
      try host.tap("Dune")
      try host.dismiss()
      #expect(host.element("Shows detail:")?.label == "Shows detail: false")
      #expect(host.element("Selected:")?.label == "Selected: Dune")
    },
    // Lesson 16: "popping discarded the pushed view's identity and its state."
    "navigation-path.choice-pop": { xcode in
      let host = ViewHost(ClaimSnippets.Stack(), options: .init(xcode: xcode))
      try host.tap("Open reply")
      try host.type("On my way", into: "Reply")
      try host.goBack()
      try host.tap("Open reply")
      #expect(host.element("Reply")?.value == "")
    },
    // Lesson 21: initial: true adds "one run of the action when the view appears, with the current value as both old and new".
    "onchange-semantics.choice-initial": { xcode in
      let host = ViewHost(PredictSnippets.VolumeHistory.Mixer(), options: .init(xcode: xcode))
      #expect(host.element("History:")?.label == "History: 3→3")
      try host.tap("Same again")  // 6 over 3 is a change; then 6 over 6 is not
      try host.tap("Same again")
      #expect(host.element("History:")?.label == "History: 3→3, 3→6")
    },
    // Lesson 21: an action that changes the value it watches, directly or through other state,
    // feeds itself. SwiftUI's per-frame message is observed, not documented, and the runtime does
    // not print it; what it reports (the story says so) is a loop.
    "onchange-semantics.choice-per-frame": { xcode in
      for root in [AnyView(ClaimSnippets.SelfFeeding()), AnyView(ClaimSnippets.FeedingThroughOtherState())] {
        let host = ViewHost(root, options: .init(xcode: xcode))
        #expect {
          try host.tap("Start")
        } throws: { error in
          "\(error)".contains("never settled")
        }
      }
    },
    // Lesson 21: two writes in one action: "Once: 3 → 6."
    "onchange-semantics.choice-two-writes": { xcode in
      let host = ViewHost(PredictSnippets.VolumeHistory.Mixer(), options: .init(xcode: xcode))
      try host.tap("Boost")
      #expect(host.element("History:")?.label == "History: 3→3, 3→6")
    },
    // Lesson 21's rule: it "never sees a write of an equal value, nor the values in between".
    "onchange-semantics.recall-rule": { xcode in
      let room = ServerRoom()
      let host = ViewHost(OnChangeSemantics.Fixed.RoomMonitor(room: room), options: .init(xcode: xcode))
      #expect(room.actionRuns == 1 && room.lastChange == "31 → 31")
      room.report(31)
      host.flush()
      #expect(room.actionRuns == 1)
      try host.tap("Cool down")
      #expect(room.actionRuns == 2 && room.lastChange == "31 → 27")
    },
    // Lesson 22: ForEach(0..<count) "keeps the three rows it made first and logs that the count (4) differs".
    "foreach-indices.choice-range": { xcode in
      let host = ViewHost(ClaimSnippets.RangeList(), options: .init(xcode: xcode))
      try host.tap("Add Ulysses")
      #expect(host.elements().filter { $0.kind == .text }.map(\.label) == ["Dune", "Emma", "Faust"])
      #expect(
        host.issues.first?.message.hasPrefix(
          "ForEach<Range<Int>, Int, Text> count (4) != its initial count (3)") == true)
    },
    // Lesson 22: ForEach($books) keeps each row's state with its book.
    "foreach-indices.choice-fix": { xcode in
      let host = ViewHost(ForEachIndices.Fixed.ReadingListScreen(), options: .init(xcode: xcode))
      try host.tap("Notes for Emma")
      try host.tap("Remove Dune")
      #expect(host.element("Notes on Emma:") != nil)
      #expect(host.events.contains { if case .stateDiscarded = $0 { true } else { false } })
    },
    // Lesson 22: "the last position is the one discarded", and its state with it.
    "foreach-indices.recall-why": { xcode in
      let host = ViewHost(ForEachIndices.Broken.ReadingListScreen(), options: .init(xcode: xcode))
      try host.tap("Notes for Emma")
      try host.tap("Remove Dune")
      // Emma slid into row 0, whose notes are closed; her open notes went to Ulysses, in row 1.
      #expect(host.element("Notes on Ulysses:") != nil)
      #expect(host.element("Notes on Emma:") == nil)
    },
    // Lesson 23: "Once: a registration fires at the first change and is then gone."
    "observation-outside-views.choice-once": { _ in
      let draft = LetterDraft()
      let seen = ClaimSnippets.Seen()
      withObservationTracking {
        _ = draft.text
      } onChange: { [seen] in
        seen.record("fired")
      }
      draft.text = "a"
      draft.text = "ab"
      draft.text = "abc"
      #expect(seen.values == ["fired"])
    },
    // Lesson 23: "The old one: onChange is called before the new value is stored."
    "observation-outside-views.choice-when": { _ in
      let draft = LetterDraft()
      draft.text = "old"
      let seen = ClaimSnippets.Seen()
      withObservationTracking {
        _ = draft.text
      } onChange: { [seen] in
        MainActor.assumeIsolated { seen.record(draft.text) }
      }
      draft.text = "new"
      #expect(seen.values == ["old"])
    },
    // Lesson 23's two loops: re-registering hears every change; Observations yields the first value too.
    "observation-outside-views.recall-loop": { xcode in
      let draft = LetterDraft()
      let host = ViewHost(
        ObservationOutsideViews.Fixed.LetterScreen(draft: draft, autosaver: .init(draft: draft)),
        options: .init(xcode: xcode))
      for text in ["Hi", "Hi there"] {
        try host.type(text, into: "Letter")
        #expect(await host.settle(timeout: .seconds(60)) == .settled)
      }
      #expect(host.element("Saved:")?.label == "Saved: Hi there")
      let first = await ClaimSnippets.firstObservedValue(of: draft)
      #expect(first == "Hi there")
    },
    // Lesson 24: "What you typed: the tab kept its identity, so its state was kept" (and it disappeared and appeared).
    "tab-lifetime.choice-switch": { xcode in
      let host = ViewHost(TabLifetime.Fixed.HikingApp(journal: HikeJournal()), options: .init(xcode: xcode))
      try host.type("Heron", into: "Note")
      try host.selectTab("Map")
      try host.selectTab("Journal")
      #expect(host.element("Note")?.value == "Heron")
      #expect(!host.events.contains { if case .stateDiscarded = $0 { true } else { false } })
      try host.selectTab("Map")
      #expect(host.element("Times shown:")?.label == "Times shown: 2")  // onAppear ran again, state kept
    },
    // Lesson 24: onAppear runs when the tab is first selected (not before), and on every switch back.
    "tab-lifetime.choice-onappear": { xcode in
      let host = ViewHost(TabLifetime.Fixed.HikingApp(journal: HikeJournal()), options: .init(xcode: xcode))
      #expect(host.bodyCount(of: "MapTab") == 0)  // not built before its first selection
      try host.selectTab("Map")
      #expect(host.element("Times shown:")?.label == "Times shown: 1")
      try host.selectTab("Journal")
      try host.selectTab("Map")
      #expect(host.element("Times shown:")?.label == "Times shown: 2")
    },
    // Lesson 24: "The Journal tab's state is discarded and made fresh; the Map tab keeps its own."
    "tab-lifetime.choice-id": { xcode in
      let journal = HikeJournal()
      let host = ViewHost(TabLifetime.Broken.HikingApp(journal: journal), options: .init(xcode: xcode))
      try host.type("Heron", into: "Note")
      try host.selectTab("Map")
      try host.increment("Zoom")
      journal.sync(["Creek trail"])
      host.flush()
      let gone = host.events.compactMap { if case .stateDiscarded(let gone) = $0 { gone.view } else { nil } }
      #expect(gone == ["JournalTab"])
      #expect(host.elements().first { $0.label.hasPrefix("Zoom") }?.label == "Zoom 2")
      try host.selectTab("Journal")
      #expect(host.element("Note")?.value == "")
    },
    // Lesson 24: a tab's state lasts as long as its identity; a TabView with a new identity resets every tab.
    "tab-lifetime.recall-rule": { xcode in
      try await claims["tab-lifetime.choice-switch"]!(xcode)
      try await claims["tab-lifetime.choice-id"]!(xcode)
      let host = ViewHost(ClaimSnippets.GatedTabs(), options: .init(xcode: xcode))
      try host.type("Heron", into: "Note")
      try host.selectTab("Map")
      try host.increment("Zoom")
      try host.tap("Sign out and in")
      let gone = host.events.compactMap { if case .stateDiscarded(let gone) = $0 { gone.view } else { nil } }
      #expect(Set(gone) == ["JournalTab", "MapTab"])
      #expect(host.elements().first { $0.label.hasPrefix("Zoom") }?.label == "Zoom 1")
    },
    // Lesson 19: "try? swallows the cancellation, and the cancelled task still writes its results."
    "task-id-race.choice-cooperative": { xcode in
      let results = ClaimSnippets.Results()
      let host = ViewHost(ClaimSnippets.Search(results: results, query: "sw"), options: .init(xcode: xcode))
      host.root = ClaimSnippets.Search(results: results, query: "swift")
      #expect(await host.settle(timeout: .seconds(60)) == .settled)
      // The cancelled search's sleep threw at once, try? swallowed it, and it wrote anyway.
      #expect(results.shown.contains("sw"))
    },
  ]
}
