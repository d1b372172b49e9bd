// The checks for the exercise 'observation-outside-views'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: BadgeMirror, Inbox, InboxScreen.

import StateRuntime

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the first message sets the badge") {
      let inbox = Inbox()
      let host = ViewHost(InboxScreen(inbox: inbox, badge: BadgeMirror(inbox: inbox)))
      try host.tap("New message")
      await host.settle()
      try expectEqual(
        host.element("Badge:")?.label, "Badge: 1", "the badge after one message", log: host.events)
    },
    Check("every later message updates the badge too") {
      let inbox = Inbox()
      let badge = BadgeMirror(inbox: inbox)
      let host = ViewHost(InboxScreen(inbox: inbox, badge: badge))
      for _ in 1...3 {
        try host.tap("New message")
        await host.settle()
      }
      try expectEqual(badge.badges, [1, 2, 3], "the badges set for three messages", log: host.events)
    },
    Check("a change from outside the screen reaches the badge") {
      let inbox = Inbox()
      let badge = BadgeMirror(inbox: inbox)
      let host = ViewHost(InboxScreen(inbox: inbox, badge: badge))
      try host.tap("New message")
      await host.settle()
      inbox.unread = 0
      await host.settle()
      try expectEqual(
        host.element("Badge:")?.label, "Badge: 0", "the badge after reading everything", log: host.events)
    },
  ]
}
