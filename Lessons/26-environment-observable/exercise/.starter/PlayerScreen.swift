import StateRuntime

/// The podcast player's settings, shared by the screen's views through the environment.
@MainActor @Observable
final class PlayerSettings {
  var skipSeconds = 15
}

/// The player: what the skip button does, and the setting that changes it.
///
/// Who owns the skip interval? `PlayerSettings`, which the screen creates and keeps in @State.
/// How long does it live? As long as the player screen.
/// Who may change it? The Skip stepper, through the settings object.
struct PlayerScreen: View {
  @State private var settings = PlayerSettings()

  var body: some View {
    VStack {
      SkipButtonLabel()
      SkipSettings()
        .environment(settings)
    }
  }
}

/// The label of the skip button, which reads the settings from the environment.
struct SkipButtonLabel: View {
  @Environment(PlayerSettings.self) private var settings

  var body: some View {
    Text("Skip button: \(settings.skipSeconds) s")
  }
}

/// The stepper that sets the skip interval.
struct SkipSettings: View {
  @Environment(PlayerSettings.self) private var settings
  @State private var seconds = 15

  var body: some View {
    Stepper("Skip: \(seconds) s", value: $seconds, in: 5...60)
  }
}
