import StateRuntime

struct CallScreen: View {
  @State private var isMuted = false

  var body: some View {
    VStack {
      Text("Status: \(isMuted ? "muted" : "live")")
      MuteRow(isMuted: isMuted)
    }
  }
}

struct MuteRow: View {
  @State var isMuted: Bool

  var body: some View {
    Toggle("Mute", isOn: $isMuted)
    Text("Row: \(isMuted ? "muted" : "live")")
  }
}
