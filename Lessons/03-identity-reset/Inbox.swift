import StateRuntime

/// One chat: who it is with, its messages, and a revision that goes up with
/// every change (the kind of field a sync layer keeps).
struct Conversation: Hashable, Sendable {
  let id: String
  let contact: String
  var messages: [String]
  var revision = 1
}

/// The messaging app's model: the open conversation and whether the
/// connection is up. Messages and connection changes arrive from outside.
@MainActor @Observable
final class Inbox {
  var current: Conversation
  var isOffline = false

  init(current: Conversation) {
    self.current = current
  }

  /// A message from the other person arrives.
  func receive(_ text: String) {
    // One write, as a sync layer would apply it: the message and the new revision together.
    var updated = current
    updated.messages.append(text)
    updated.revision += 1
    current = updated
  }

  /// A notification opens another conversation.
  func open(_ conversation: Conversation) {
    current = conversation
  }

  /// Sends what the composer holds (a stand-in for the network).
  func send(_ text: String) {
    receive("Me: " + text)
  }
}
