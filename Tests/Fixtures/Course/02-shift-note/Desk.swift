import StateRuntime

/// The help desk: the ticket being answered, whether the desk is offline, the queue of
/// tickets and whether its chime is muted. Events change it from outside the screen.
@MainActor @Observable
final class Desk {
  var current = 1
  var offline = false
  var tickets = ["Printer jam", "Lost badge"]
  var muted = false
}
