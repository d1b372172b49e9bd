import LessonKit
import StateRuntime

extension TaskIDRace {
  /// The predict questions of lesson 19, the slow answer wins: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
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
          })))
  ]
}
