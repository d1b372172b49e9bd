import LessonKit
import StateRuntime

extension TabLifetime {
  /// The quiz of lesson 24, what a tab keeps.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-note",
      prompt: """
        The broken hiking app: you write "Heron at the lake" in the Journal tab's note and switch to the Map. \
        While you are there, the watch syncs a hike.
        """,
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "TabLifetime+Broken.swift"),
          event: "journal.sync([\"Creek trail\"]), then you switch back to the Journal tab.",
          ask: .controlValue(label: "Words:"),
          explanation: """
            The sync changed journal.syncCount, the Journal tab's .id: a new identity, so the \
            Journal tab you come back to is a fresh one, its @State made anew: the note is empty, \
            0 words. Switching alone would have kept it.
            """,
          run: { xcode in
            let journal = HikeJournal()
            return try PredictRun.capture(
              TabLifetime.Broken.HikingApp(journal: journal), xcode: xcode,
              setup: { host in
                try host.type("Heron at the lake", into: "Note")
                try host.selectTab("Map")
              },
              event: { host in
                journal.sync(["Creek trail"])
                host.flush()
                try host.selectTab("Journal")
              })
          }))),
    QuizQuestion(
      "predict-sync",
      prompt: "The broken hiking app, on the Journal tab; the Map tab has been shown once.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "TabLifetime+Broken.swift"),
          event: "The watch syncs a hike: journal.sync([\"Creek trail\"]).",
          ask: .reevaluatedViews,
          explanation: """
            HikingApp read journal.syncCount (for the .id), so it runs; the Journal tab has a new \
            identity, so its body runs as a new view. MapTab's inputs are unchanged and it reads \
            nothing that changed: it is skipped, and keeps its state.
            """,
          run: { xcode in
            let journal = HikeJournal()
            return try PredictRun.capture(
              TabLifetime.Broken.HikingApp(journal: journal), xcode: xcode,
              setup: { host in
                try host.selectTab("Map")
                try host.selectTab("Journal")
              },
              event: { _ in journal.sync(["Creek trail"]) })
          }))),
    QuizQuestion(
      "choice-switch",
      prompt: """
        A TabView has a Journal tab and a Map tab, no .id anywhere. You type in the Journal's \
        TextField (its @State), switch to the Map and back. What does the Journal show?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "What you typed: the tab kept its identity, so its state was kept, though it disappeared and appeared again.",
            because:
              "a TabView keeps every tab it has built while another is selected; onDisappear and onAppear ran."
          ),
          .wrong(
            "An empty field: a tab that is not on screen is destroyed.",
            because:
              "that is what a new identity does (an .id that changes, a TabView in an if), not a switch."),
          .wrong(
            "What you typed, but only if the text lives in a @StateObject.",
            because: "@State and @StateObject both live as long as the tab's identity."),
        ]))),
    QuizQuestion(
      "choice-onappear",
      prompt: "A tab loads its list in .onAppear. On iOS 18 or later, when does that action run?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "When the tab is first selected, and again every time you switch back to it.",
            because:
              "onAppear follows being on screen, not the tab's lifetime; its state stays while the action runs again."
          ),
          .wrong(
            "Once, when the TabView appears, for every tab at once.",
            because:
              "since iOS 18 a tab is built on its first selection (observed; iOS 17 could run it at launch), and it runs on every appearance."
          ),
          .wrong(
            "Once per tab, the first time it is selected, never again.",
            because: "each switch to the tab is an appearance, and onAppear runs on each."),
        ]))),
    QuizQuestion(
      "choice-id",
      prompt: """
        JournalTab().id(journal.syncCount) is one tab of a TabView; MapTab() is another. A sync \
        changes syncCount while the Map is on screen. What happens to each tab's @State?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The Journal tab's state is discarded and made fresh; the Map tab keeps its own.",
            because: "the id gives that one tab a new identity; the others' identities are untouched."),
          .wrong(
            "Nothing happens to either, because the Journal tab is not on screen.",
            because:
              "a new id is a new identity whether or not the tab is on screen: you come back to fresh state."),
          .wrong(
            "Every tab's state is discarded: the TabView is rebuilt.",
            because: "only .id on the TabView itself, or the TabView in a branch of an if, resets every tab."),
        ]))),
    QuizQuestion(
      "recall-rule",
      prompt: "In a sentence or two: how long does a tab's @State live, and what ends it?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            As long as the tab's identity, which is as long as the TabView's: switching tabs keeps \
            it (the tab only disappears and appears, running onDisappear and onAppear). It is \
            discarded when the tab gets a new identity (.id with a new value on its content) or \
            the TabView does (.id on it, or a branch of an if around it), which resets every tab.
            """))),
  ]
}
