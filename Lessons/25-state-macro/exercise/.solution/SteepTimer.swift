import StateRuntime

/// A tea, and how long its tin says to steep it.
struct Tea: Identifiable, Equatable {
  let id: String
  let name: String
  let minutes: Int
}

/// The kettle: pick a tea, and its timer starts at that tea's steeping time.
///
/// Who owns the steeping time? `SteepTimer`, seeded from the tea when it appears.
/// How long does it live? As long as the timer's identity: one tea (`.id(tea.id)`).
/// Who may change it? The Steep stepper.
struct KettleScreen: View {
  static let teas = [
    Tea(id: "sencha", name: "Sencha", minutes: 2),
    Tea(id: "assam", name: "Assam", minutes: 4),
    Tea(id: "chamomile", name: "Chamomile", minutes: 6),
  ]

  @State private var teaIndex = 0

  var body: some View {
    let tea = Self.teas[teaIndex]
    VStack {
      Text("Tea: \(tea.name)")
      Button("Next tea") { teaIndex = (teaIndex + 1) % Self.teas.count }
      SteepTimer(tea: tea)
        .id(tea.id)
    }
  }
}

/// The timer for one tea.
///
/// One source for the first value: no inline value, so the init's assignment is it (the
/// macro's init accessor with Xcode 27, the wrapper's init with Xcode 26), set after `tea`.
struct SteepTimer: View {
  let tea: Tea
  @State private var minutes: Int

  init(tea: Tea) {
    self.tea = tea
    self.minutes = tea.minutes
  }

  var body: some View {
    VStack {
      Stepper("Steep: \(minutes) min", value: $minutes, in: 1...10)
      Text(minutes == tea.minutes ? "As the tin says" : "Not as the tin says")
    }
  }
}

#Preview { KettleScreen() }
