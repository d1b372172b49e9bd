import StateRuntime

extension VolumeCopy.Broken {
  struct SpeakerScreen: View {
    let speaker: Speaker

    var body: some View {
      VStack {
        Text("Speaker: \(speaker.volume)")
        VolumeStepper(level: speaker.volume)
        RoomField(speaker: speaker)
      }
    }
  }

  /// BUG: the stepper steps its own copy of the volume.
  struct VolumeStepper: View {
    @State var level: Int

    var body: some View {
      Stepper("Volume", value: $level, in: 0...10)
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
