import LessonKit
import StateRuntime

extension NavigationPathLesson {
  /// The predict questions of lesson 16, who owns the path: they run its code. Its other questions,
  /// and the order of all, are in its quiz.json.
  static let quiz: [QuizQuestion] = [
    QuizQuestion(
      "predict-screens",
      prompt: "The broken inbox: the path is its @State; a notification leaves router.pendingThread.",
      kind: .predict(
        PredictQuestion(
          source: LessonCatalog.text(of: "NavigationPathLesson+Broken.swift"),
          event: "You open Lunch on Friday; then a notification calls router.request(thread: lunch).",
          ask: .controlValue(label: "Open screens"),
          explanation: """
            onChange saw the request and appended the thread to the inbox's path, on top of the \
            same thread already shown: two pushed screens, each with its own identity (position \
            and value) and its own @State.
            """,
          run: { xcode in
            let router = MailRouter()
            return try PredictRun.capture(
              NavigationPathLesson.Broken.InboxScreen(router: router), xcode: xcode,
              setup: { host in try host.tap("Lunch on Friday") },
              event: { host in
                router.request(thread: mailThreads[0])
                host.flush()
              })
          })))
  ]
}
