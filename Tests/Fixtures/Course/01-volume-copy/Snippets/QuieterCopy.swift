import StateRuntime

struct SpeakerPanel: View {
  @State private var volume = 4

  var body: some View {
    VStack {
      Button("Quieter") { volume -= 1 }
      VolumeStepper(level: volume)
    }
  }
}

struct VolumeStepper: View {
  @State var level: Int

  var body: some View {
    Stepper("Volume", value: $level, in: 0...10)
  }
}
