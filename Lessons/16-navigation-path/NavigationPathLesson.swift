import LessonsPlayDriver
import StateRuntime

/// Lesson 16: the navigation path is state with one owner.
enum NavigationPathLesson {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let router = MailRouter()
    let lunch = mailThreads[0]
    let back = NavigationPathLesson.BackButton()
    let events = [
      OutsideEvent("notification", "a notification about Lunch on Friday is tapped") {
        switch variant {
        case .broken: router.request(thread: lunch)
        case .fixed: router.open(thread: lunch)
        }
      },
      OutsideEvent("back", "the user taps the back button") { back.tap() },
    ]
    let app: LessonApp
    switch variant {
    case .broken:
      app = LessonApp(NavigationPathLesson.Broken.InboxScreen(router: router), xcode: xcode, events: events)
    case .fixed:
      app = LessonApp(NavigationPathLesson.Fixed.InboxScreen(router: router), xcode: xcode, events: events)
    }
    back.host = app.host
    return app
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
  })

extension NavigationPathLesson {
  /// Taps the back button of the mounted app's innermost stack. Given the host right after
  /// the mount; events only run after that.
  @MainActor
  final class BackButton {
    weak var host: (any MountedHost)?

    func tap() {
      try? host?.perform(.goBack)
    }
  }
}
