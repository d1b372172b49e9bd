import StateRuntime

/// The speaker: its room's name and its volume, which the quiet hours may change from
/// outside the screen.
@MainActor @Observable
final class Speaker {
  var room = "Kitchen"
  var volume = 4
}
