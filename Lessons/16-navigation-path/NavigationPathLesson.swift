import LessonKit
import StateRuntime

/// Lesson 16: the navigation path is state with one owner.
enum NavigationPathLesson {
  enum Broken {}
  enum Fixed {}
}

extension NavigationPathLesson {
  static let lesson = LessonDeclaration(
    code: LessonCode(
      broken: ["NavigationPathLesson+Broken.swift"],
      fixed: ["NavigationPathLesson+Fixed.swift"],
      shared: ["MailRouter.swift"],
      source: LessonCatalog.source),
    scenario: Scenario(
      makeApp: { variant, xcode in
        let router = MailRouter()
        let lunch = mailThreads[0]
        let events: (LessonHostHandle) -> [OutsideEvent] = { handle in
          [
            OutsideEvent("notification", "a notification about Lunch on Friday is tapped") {
              switch variant {
              case .broken: router.request(thread: lunch)
              case .fixed: router.open(thread: lunch)
              }
            },
            OutsideEvent("back", "the user taps the back button") { handle.goBack() },
          ]
        }
        switch variant {
        case .broken:
          return LessonHostHandle.mount(
            { NavigationPathLesson.Broken.InboxScreen(router: router) }, xcode: xcode, events: events)
        case .fixed:
          return LessonHostHandle.mount(
            { NavigationPathLesson.Fixed.InboxScreen(router: router) }, xcode: xcode, events: events)
        }
      },
      facts: [
        // How many thread screens are pushed, with the inbox's own count, which is on the screen
        // the threads cover: read under them.
        ScenarioFact("screens") { app in
          let covered = app.host.elements(includingCovered: true)
          let open = covered.filter { $0.label.hasPrefix("Thread:") }.count
          let line = covered.first { $0.label.hasPrefix("Open screens:") }?.label ?? "(no count)"
          return "\(open) thread screens, \"\(line)\""
        },
        // Every reply field on screen: one thread screen has one, and the draft is its value.
        ScenarioFact("replies") { app in
          let replies = app.host.elements().filter { $0.label == "Reply" }.map { $0.value ?? "" }
          return "reply fields " + replies.map { "\"\($0)\"" }.joined(separator: ", ")
        },
      ],
      verdict: { app, _ in
        let open = app.host.elements(includingCovered: true).filter { $0.label.hasPrefix("Thread:") }.count
        let reply = app.host.element("Reply")?.value ?? "(no reply field)"
        if open != 1 || reply != "Sounds good" {
          return "The notification pushed a second copy of the open thread (\(open) thread screens), and the "
            + "reply typed before going back was lost (\"\(reply)\"): the inbox owned the path, so the "
            + "notification could only append, and the draft died with the pushed screen's @State."
        }
        return
          "One thread screen, and the reply survived going back: the router owns the path and the drafts, "
          + "and the tap and the notification change the same path."
      }),
    quiz: quiz)
}
