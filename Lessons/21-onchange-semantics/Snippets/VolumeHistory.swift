import StateRuntime

extension PredictSnippets.VolumeHistory {
  struct Mixer: View {
    @State private var volume = 3
    @State private var history: [String] = []

    var body: some View {
      VStack {
        Text("Volume: \(volume)")
        Text("History: \(history.isEmpty ? "none" : history.joined(separator: ", "))")
        Button("Boost") {
          volume = 9
          volume = 6
        }
        Button("Same again") { volume = 6 }
      }
      .onChange(of: volume, initial: true) { old, new in
        history.append("\(old)→\(new)")
      }
    }
  }
}
