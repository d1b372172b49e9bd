import LessonKit
import StateRuntime

extension ObservationGranularity {
  /// The predict questions of lesson 5, ObservableObject vs @Observable granularity: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-follower",
      prompt: "The fixed profile editor: an @Observable store handed whole to every child.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "ObservationGranularity+Fixed.swift"),
          event: "The server reports a new follower: store.followers += 1.",
          ask: .reevaluatedViews,
          explanation: """
            Every child holds the whole store, but each body depends only on the properties it \
            read. Only FollowerBadge read followers; the editor itself read nothing.
            """,
          run: { xcode in
            let store = ObservationGranularity.Fixed.ProfileStore()
            return try PredictRun.capture(
              ObservationGranularity.Fixed.ProfileEditor(store: store), xcode: xcode
            ) { host in
              store.followers += 1
              host.flush()
            }
          })))
  ]
}
