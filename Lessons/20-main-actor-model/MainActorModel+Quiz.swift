import LessonKit
import StateRuntime

extension MainActorModel {
  /// The predict questions of lesson 20, whose thread is it?: they run its code. Its other
  /// questions, and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-hop",
      prompt:
        "A @MainActor @Observable model; the refresh downloads in the background, then hops back to write.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "MainActorModel+Snippet.swift"),
          event:
            "While refreshing, the download returns and finishRefresh(with: [\"Rates hold\"]) runs on the main actor.",
          ask: .reevaluatedViews,
          explanation: """
            After the hop the writes are ordinary main-actor writes: each notifies the views that \
            read that property (FeedScreen read isRefreshing, HeadlineList read headlines), and both \
            writes land in one update pass. Footer read nothing and is not re-run.
            """,
          run: { xcode in
            let model = MainActorModel.Snippet.FeedModel()
            return try PredictRun.capture(
              MainActorModel.Snippet.FeedScreen(model: model), xcode: xcode,
              setup: { host in
                model.isRefreshing = true
                host.flush()
              },
              event: { host in
                model.finishRefresh(with: ["Rates hold"])
                host.flush()
              })
          })))
  ]
}
