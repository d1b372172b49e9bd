import LessonKit
import StateRuntime

extension TaskIDRace {
  /// The quiz of lesson 19, the slow answer wins.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-showing",
      prompt:
        "Completion handlers, started in onChange: each keystroke asks the service, and every answer writes.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "TaskIDRace+Snippet.swift"),
          event:
            "You type \"sw\", then \"swift\". The network delivers the answer for swift first, then for sw.",
          ask: .controlValue(label: "Showing"),
          explanation: """
            Both requests were started and nothing cancelled the first: each completion writes \
            when its answer arrives, so the last to arrive wins, and that is the older query's.
            """,
          run: { xcode in
            let service = TaskIDRace.Snippet.ManualSearch()
            return try PredictRun.capture(
              TaskIDRace.Snippet.SearchBox(service: service), xcode: xcode,
              setup: { host in
                try host.type("sw", into: "Search")
                try host.type("swift", into: "Search")
              },
              event: { host in
                service.deliver("swift")
                service.deliver("sw")
                host.flush()
              })
          }))),
    QuizQuestion(
      "choice-task-id",
      prompt:
        "With .task(id: query), the user types a new query while the previous search still waits. What happens?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The running task is cancelled, then a new one starts for the new query.",
            because: "task(id:) restarts when its Equatable id changes, cancelling the old task first."),
          .wrong(
            "The new task waits until the previous one finishes.",
            because: "tasks are not queued: the old one is cancelled, not awaited."),
          .wrong(
            "Both run to completion; only the order of writes is guaranteed.",
            because: "nothing orders the writes; the old task is cancelled."),
        ]))),
    QuizQuestion(
      "choice-cooperative",
      prompt:
        "The search in .task(id:) uses `try? await Task.sleep` and then writes results. Is the race fixed?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "No: try? swallows the cancellation, and the cancelled task still writes its results.",
            because: "cancellation is cooperative; the task must stop (throw or check Task.isCancelled)."),
          .wrong(
            "Yes: a cancelled task is stopped by the system wherever it is.",
            because: "Swift never stops a task; cancel() only sets a flag that awaits may throw on."),
          .wrong(
            "Yes, because .task runs on the main actor.",
            because: "main-actor isolation orders writes; it does not drop stale ones."),
        ]))),
    QuizQuestion(
      "recall-why-onchange",
      prompt: "Why does `Task { }` inside onChange race, and what besides .task(id:) could fix it?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Each change starts an unstructured task nobody keeps or cancels; when answers arrive \
            out of order, the last to arrive writes last, even if it answers an older query. \
            Fixes: .task(id: query), which cancels the previous task and ties the work to the \
            view's lifetime; or keep the Task handle and cancel it before starting the next; or \
            drop stale answers by checking that the answer's query is still the current one \
            before writing.
            """))),
  ]
}
