import LessonKit
import StateRuntime

extension NavigationPathLesson {
  /// The quiz of lesson 16, who owns the path.
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
          }))),
    QuizQuestion(
      "choice-pop",
      prompt: "A pushed screen keeps a reply draft in its @State. The user taps Back, then opens it again.",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "The draft is gone: popping discarded the pushed view's identity and its state.",
            because: "a pushed view lives as long as its place on the path; the new push is a new identity."),
          .wrong(
            "The draft is back: the same value was pushed, so SwiftUI restores its state.",
            because: "identity is position and value on the current path; nothing is cached after a pop."),
          .wrong(
            "The draft is back because @State survives until the app quits.",
            because: "@State lives as long as its view's identity, not the process."),
        ]))),
    QuizQuestion(
      "choice-owner",
      prompt: "Taps, a widget and push notifications all navigate in an inbox. Where should the path live?",
      kind: .choice(
        ChoiceQuestion(options: [
          .right(
            "In a router the app owns, bound with NavigationStack(path: $router.path).",
            because: "every way in changes the same path, and a deep link can set exactly what should show."),
          .wrong(
            "In the inbox's @State, with onChange turning requests into pushes.",
            because: "the inbox only ever appends; it doubles up screens and misses requests while unmounted."
          ),
          .wrong(
            "Nowhere: let NavigationStack(root:) keep it, and use NavigationLink everywhere.",
            because: "code outside the views (notifications) cannot reach a path nobody owns."),
        ]))),
    QuizQuestion(
      "recall-test-both",
      prompt: "How would you test that navigation has one owner?",
      kind: .recall(
        RecallQuestion(
          modelAnswer: """
            Drive every way in against one mounted app and read the same truth: tap a link and \
            check router.path and the screen on top; deliver the deep link (router.open) while \
            the screen is already open and check there is still one screen; go back and reopen \
            and check what should survive a pop (a draft kept in the model) did. A test of only \
            the tap passes with two owners.
            """))),
  ]
}
