import StateRuntime

/// The signed-in account's presence; the server changes it while you type.
@MainActor @Observable
final class ChatPresence {
  var status = "online"
}
