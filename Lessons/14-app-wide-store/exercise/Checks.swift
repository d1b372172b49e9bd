// The checks for the exercise 'app-wide-store'. Do not edit: `lessons check` compares
// this file with the one it shipped with and reports an edited copy as tampered.
// Uses from your file: ChatScreen, AppStore.

import StateRuntime

/// The body evaluations `change` caused, by view type, after mount.
@MainActor private func bodiesRun(
  _ host: ViewHost<ChatScreen>, by change: () throws -> Void
) throws -> (counts: [String: Int], log: [RuntimeEvent]) {
  host.resetCounts()
  let before = host.events.count
  try change()
  host.flush()
  return (host.bodyCounts.filter { $0.value > 0 }, Array(host.events[before...]))
}

@MainActor func exerciseChecks() -> [Check] {
  [
    Check("the badge shows the unread count") {
      let store = AppStore()
      let host = ViewHost(ChatScreen(store: store))
      store.receiveMessage()
      store.receiveMessage()
      host.flush()
      try expect(
        host.element("Unread: 2") != nil, "the badge should read \"Unread: 2\"; the screen shows:\n" + host.render(),
        log: host.events)
    },
    Check("the composer keeps what is typed") {
      let store = AppStore()
      let host = ViewHost(ChatScreen(store: store))
      try host.type("On my way", into: "Message")
      store.receiveMessage()
      host.flush()
      try expectEqual(host.element("Message")?.value, "On my way", "the Message field", log: host.events)
    },
    Check("an incoming message re-evaluates only the badge") {
      let store = AppStore()
      let host = ViewHost(ChatScreen(store: store))
      let (counts, log) = try bodiesRun(host) { store.receiveMessage() }
      try expectEqual(counts.keys.sorted(), ["UnreadBadge"], "the views an incoming message re-evaluated", log: log)
    },
    Check("typing does not re-evaluate the badge") {
      let host = ViewHost(ChatScreen(store: AppStore()))
      let (counts, log) = try bodiesRun(host) { try host.type("On my way", into: "Message") }
      try expectEqual(counts["UnreadBadge"] ?? 0, 0, "UnreadBadge body evaluations while typing", log: log)
    },
  ]
}
