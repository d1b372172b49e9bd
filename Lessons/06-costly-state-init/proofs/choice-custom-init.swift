// choice-custom-init: `_model = State(wrappedValue: Recents())` in an init runs on every
// init of the panel, in every era: the init computes the value before @State sees it.
import SwiftUI

@MainActor @Observable
final class Recents {
  static var made = 0
  init() { Recents.made += 1 }
}

struct Screen: View {
  @State private var ticks = 0

  var body: some View {
    VStack {
      Button("Tick") { ticks += 1 }
      InitPanel(tick: ticks)
      MadeCount(tick: ticks)
    }
  }
}

struct InitPanel: View {
  let tick: Int
  @State private var model: Recents

  init(tick: Int) {
    self.tick = tick
    _model = State(wrappedValue: Recents())
  }

  var body: some View { Text("Panel \(tick)") }
}

struct MadeCount: View {
  let tick: Int
  var body: some View { Text("Recents made: \(Recents.made)") }
}

#Preview { Screen() }
