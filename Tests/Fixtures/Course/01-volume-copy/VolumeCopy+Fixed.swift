import StateRuntime

extension VolumeCopy.Fixed {
  struct SpeakerScreen: View {
    let speaker: Speaker

    var body: some View {
      VStack {
        Text("Speaker: \(speaker.volume)")
        VolumeStepper(speaker: speaker)
        RoomField(speaker: speaker)
      }
    }
  }

  /// FIX: the stepper steps the speaker's volume through a binding.
  struct VolumeStepper: View {
    @Bindable var speaker: Speaker

    var body: some View {
      Stepper("Volume", value: $speaker.volume, in: 0...10)
    }
  }

  /// The room's name, edited in place.
  struct RoomField: View {
    @Bindable var speaker: Speaker

    var body: some View {
      TextField("Room", text: $speaker.room)
    }
  }
}
