import StateRuntime

/// The player's volume settings.
final class VolumeSettings {
  var level = 50
}

/// The music player. The screen observes it.
@Observable
final class Player {
  var track = "Blue in Green"
  let volume = VolumeSettings()
}

/// Now playing, with a volume stepper and a mute button. The stepper moves the
/// volume, but the "Volume:" line never changes.
struct PlayerScreen: View {
  let player: Player

  var body: some View {
    VStack {
      Text("Now playing: \(player.track)")
      Text("Volume: \(player.volume.level)")
      Stepper(
        "Volume", onIncrement: { player.volume.level += 10 }, onDecrement: { player.volume.level -= 10 })
      Button("Mute") { player.volume.level = 0 }
    }
  }
}
