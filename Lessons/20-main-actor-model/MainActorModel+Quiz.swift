import LessonKit
import StateRuntime

extension MainActorModel {
  /// The quiz of lesson 20, whose thread is it?
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
          }))),
    QuizQuestion(
      "choice-diagnostic",
      prompt: """
        Swift 6: an @Observable model without an actor is a stored property of a @MainActor \
        controller, and Task.detached { await self.model.refresh() } reports \
        "non-Sendable type 'FeedModel' ... cannot exit main actor-isolated context". The right fix?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "Annotate the model @MainActor; run only the download in the background and write after the hop back.",
            because: "the model becomes main-actor state (and Sendable), and the compiler checks each access."
          ),
          .wrong(
            "Mark the model @unchecked Sendable.",
            because: "it silences the check and keeps the race: views read while a background thread writes."),
          .wrong(
            "Use Task { } instead of Task.detached and change nothing else.",
            because: "it hides this call site, but the model still has no isolation for any other caller."),
        ]))),
    QuizQuestion(
      "choice-warning",
      prompt:
        "An ObservableObject's @Published property is written from a background thread. What does SwiftUI do?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "Warns \"Publishing changes from background threads is not allowed\"; what happens next is undefined.",
            because:
              "the write races with the main thread's reads: the update may come late, glitch or crash. The warning flags the race; it does not fix it."
          ),
          .wrong(
            "Warns, then delivers the change safely on the main thread.",
            because:
              "nothing moves the write: objectWillChange fires on the writing thread, and the race has already happened."
          ),
          .wrong(
            "Ignores the change: views never update.",
            because: "objectWillChange still reaches the subscribers; the views usually re-render, unsafely."),
        ]))),
    QuizQuestion(
      "choice-observable-warning",
      prompt:
        "An @Observable model with no actor (marked @unchecked Sendable) is written from a background thread. What does SwiftUI say at run time?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "Nothing: Observation has no background-thread warning, though it is the same data race.",
            because:
              "the check that catches it is the Swift 6 compiler's (which @unchecked Sendable silenced) or the Thread Sanitizer."
          ),
          .wrong(
            "The same \"Publishing changes from background threads\" warning.",
            because:
              "that warning comes from ObservableObject's publisher; @Observable does not go through it."),
          .wrong(
            "It traps: Observation checks the thread of every write.",
            because: "the registrar does not check threads; the write goes through, racing with readers."),
        ]))),
    QuizQuestion(
      "choice-nonisolated",
      prompt: """
        A new Xcode 26 app target (Approachable Concurrency on). A @MainActor model awaits \
        `nonisolated func parse(_ data: Data) async -> [Headline]`. Where does parse run?
        """,
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "On the main actor, the caller's: only a @concurrent function leaves it.",
            because:
              "under SE-0461 (NonisolatedNonsendingByDefault) a nonisolated async function runs on its caller's actor; mark it @concurrent to move it off."
          ),
          .wrong(
            "On the global concurrent executor, off the main actor.",
            because:
              "that is the rule before Swift 6.2 (SE-0338), and in targets without the setting; Approachable Concurrency changed it."
          ),
          .wrong(
            "On a background thread only if it is called inside Task.detached.",
            because:
              "where it runs depends on its isolation, not on the task; and a detached task would also drop the caller's cancellation."
          ),
        ]))),
    QuizQuestion(
      "recall-hop",
      prompt: "What does \"isolate the model and hop explicitly\" look like in code?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            @MainActor on the model type (so every property and method is main-actor isolated). \
            Heavy work is a @concurrent function that returns a value: `let loaded = await \
            Feed.download()`. The write happens after that await, back on the main actor. No \
            Task.detached around it (a detached task ignores the caller's cancellation), no \
            @unchecked Sendable, no writes from the background work.
            """))),
  ]
}
