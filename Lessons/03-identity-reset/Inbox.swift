import StateRuntime

/// One message, with an id of its own: two messages may have the same text
/// ("ok", twice), and a list keyed by text would give them one identity.
struct Message: Identifiable, Hashable, Sendable {
  let id: Int
  let text: String
}

/// One chat: who it is with, its messages, and a revision that goes up with
/// every change (the kind of field a sync layer keeps).
struct Conversation: Hashable, Sendable {
  let id: String
  let contact: String
  var messages: [Message]
  var revision = 1

  init(id: String, contact: String, messages: [String]) {
    self.id = id
    self.contact = contact
    self.messages = messages.enumerated().map { Message(id: $0.offset + 1, text: $0.element) }
  }

  /// Appends `text` with the next id: ids are never reused within a conversation.
  mutating func append(_ text: String) {
    messages.append(Message(id: (messages.last?.id ?? 0) + 1, text: text))
  }
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
    updated.append(text)
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
