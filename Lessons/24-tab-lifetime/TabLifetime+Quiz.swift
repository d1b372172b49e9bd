import LessonKit
import StateRuntime

extension TabLifetime {
  /// The predict questions of lesson 24, what a tab keeps: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
  ]
}
