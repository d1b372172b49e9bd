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
      steps: [
        ScenarioStep("Open the inbox", .mount, expect: [screens(0)]),
        ScenarioStep("Open Lunch on Friday", .tap("Lunch on Friday"), expect: [screens(1)]),
        ScenarioStep(
          "Start a reply", .type("Sounds good", into: "Reply"), expect: [replyReads("Sounds good")]),
        ScenarioStep("Go back to the inbox", .event("back"), expect: [screens(0)]),
        ScenarioStep(
          "Open Lunch on Friday again", .tap("Lunch on Friday"),
          expect: [replyReads("Sounds good", revealsBug: true)]),
        ScenarioStep(
          "A notification about Lunch on Friday is tapped", .event("notification"),
          expect: [screens(1, revealsBug: true)]),
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

  /// Holds when exactly `count` thread screens are pushed.
  private static func screens(_ count: Int, revealsBug: Bool = false) -> Expectation {
    let description = count == 0 ? "the inbox is on top" : "one screen shows Lunch on Friday"
    return Expectation(description, revealsBug: revealsBug) { app in
      let open = app.host.elements(includingCovered: true).filter { $0.label.hasPrefix("Thread:") }.count
      // The inbox's count is on the screen the threads cover: read under them.
      let line =
        app.host.elements(includingCovered: true).first { $0.label.hasPrefix("Open screens:") }?.label
        ?? "(no count)"
      return Expectation.Observation(holds: open == count, observed: "\(open) thread screens, \"\(line)\"")
    }
  }

  /// Holds when the reply field on top reads `text`.
  private static func replyReads(_ text: String, revealsBug: Bool = false) -> Expectation {
    Expectation("the reply reads \"\(text)\"", revealsBug: revealsBug) { app in
      let replies = app.host.elements().filter { $0.label == "Reply" }.map { $0.value ?? "" }
      return Expectation.Observation(
        holds: replies.last == text,
        observed: "reply fields " + replies.map { "\"\($0)\"" }.joined(separator: ", "))
    }
  }
}
