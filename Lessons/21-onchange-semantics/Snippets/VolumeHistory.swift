import LessonsPlayDriver
import StateRuntime

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

let lessonScenario = Scenario(makeApp: { _, xcode in
  let taps = Taps()
  let app = LessonApp(
    Mixer(), xcode: xcode,
    events: [
      OutsideEvent("boost-then-same", "you tap Boost, then Same again") {
        try? taps.host?.perform(.tap("Boost"))
        try? taps.host?.perform(.tap("Same again"))
      }
    ])
  taps.host = app.host
  return app
})

/// The learner's two taps as one event, so that the question shows the log of both.
@MainActor
final class Taps {
  weak var host: (any MountedHost)?
}
