import Foundation
import LessonsPlayDriver
import StateRuntime

/// Lesson 3: an identity reset.
enum IdentityReset {
  enum Broken {}
  enum Fixed {}
}

/// The lesson's app for each version, its outside events, the facts its steps read and its verdict.
let lessonScenario = Scenario(
  makeApp: { variant, xcode in
    let inbox = Inbox(current: Conversation(id: "ana", contact: "Ana", messages: ["Ana: Dinner at 8?"]))
    let events = [
      OutsideEvent("message", "Ana writes: Where are you?") { inbox.receive("Ana: Where are you?") },
      OutsideEvent("offline", "the train enters a tunnel: the connection drops") {
        inbox.isOffline = true
      },
      OutsideEvent("online", "the connection comes back") { inbox.isOffline = false },
      OutsideEvent("open-ben", "a notification opens the chat with Ben") {
        inbox.open(Conversation(id: "ben", contact: "Ben", messages: ["Ben: Got the tickets!"]))
      },
    ]
    let facts: KeyValuePairs<String, @MainActor () -> String> = [
      "inbox.current.contact": { inbox.current.contact },
      "inbox.current.revision": { "\(inbox.current.revision)" },
      "inbox.isOffline": { "\(inbox.isOffline)" },
    ]
    switch variant {
    case .broken:
      return LessonApp(
        IdentityReset.Broken.ConversationScreen(inbox: inbox), xcode: xcode, events: events, facts: facts)
    case .fixed:
      return LessonApp(
        IdentityReset.Fixed.ConversationScreen(inbox: inbox), xcode: xcode, events: events, facts: facts)
    }
  },
  facts: [
    // The reply field's draft, which belongs to the composer's identity.
    ScenarioFact("reply") { app in "field \"\(app.host.element("Reply")?.value ?? "(no reply field)")\""
    },
    // Whether Ana's second message is on screen.
    ScenarioFact("message") { app in app.host.element("Ana: Where are you?") != nil ? "shown" : "missing"
    },
    // Whether the offline banner is on screen.
    ScenarioFact("banner") { app in
      app.host.element("Offline: replies are sent when you reconnect") != nil ? "shown" : "missing"
    },
  ],
  verdict: { app, _ in IdentityReset.verdict(from: app.host.events) })

extension IdentityReset {
  /// Names each typed draft the runtime threw away and why, from its
  /// discard event and the composer created in its place.
  @MainActor
  static func verdict(from events: [RuntimeEvent]) -> String {
    var losses: [String] = []
    for (index, event) in events.enumerated() {
      guard case .stateDiscarded(let discarded) = event, discarded.view == "ReplyComposer" else { continue }
      let replacement = events[(index + 1)...].lazy.compactMap { event -> StateCreated? in
        if case .stateCreated(let created) = event, created.view == "ReplyComposer" { created } else { nil }
      }.first
      let draft = discarded.properties.joined(separator: ", ")
      let cause =
        replacement.map { IdentitySwap(from: discarded.path, to: $0.path).description }
        ?? "it left the screen"
      losses.append("\(draft) when \(cause)")
    }
    let typed = losses.filter { !$0.hasPrefix("_draft = \"\" ") }
    if typed.count > 1 {
      return
        "The runtime discarded ReplyComposer with a typed draft \(typed.count == 2 ? "twice" : "\(typed.count) times"), "
        + "and no code cleared it: "
        + typed.joined(separator: "; ") + ". Each new identity started with an empty draft."
    }
    return "ReplyComposer kept its identity, and its draft, through the new message and the offline banner. "
      + (typed.isEmpty
        ? "No typed draft was discarded."
        : "The one typed draft discarded, \(typed[0]): Ben's chat gets a fresh reply, on purpose.")
  }
}

/// What differs between two identity paths of the same view, in words:
/// a move between the branches of an `if`, or a new `.id()` value.
///
/// Paths come from the runtime's events, e.g.
/// `Screen/VStack[2](else).id(1)/Composer` and `Screen/VStack[2](if)/VStack[1].id(1)/Composer`.
struct IdentitySwap: CustomStringConvertible {
  let from: String
  let to: String

  var description: String {
    let oldBranches = Self.branches(in: from)
    let newBranches = Self.branches(in: to)
    if oldBranches != newBranches, let old = oldBranches.last, let new = newBranches.last {
      return "it moved from the \(old) branch to the \(new) branch of an if"
    }
    if let old = Self.explicitID(in: from), let new = Self.explicitID(in: to), old != new {
      return "its .id changed from \(old) to \(new)"
    }
    return "its identity changed (\(from) → \(to))"
  }

  /// `if`/`else` markers along the path, outermost first.
  static func branches(in path: String) -> [String] {
    path.split(separator: "/").compactMap { component in
      if component.contains("(if)") { return "if" }
      if component.contains("(else)") { return "else" }
      return nil
    }
  }

  /// The innermost `.id(…)` value on the path.
  static func explicitID(in path: String) -> String? {
    guard let range = path.range(of: ".id(", options: .backwards) else { return nil }
    let rest = path[range.upperBound...]
    guard let close = rest.firstIndex(of: ")") else { return nil }
    return String(rest[..<close])
  }
}
