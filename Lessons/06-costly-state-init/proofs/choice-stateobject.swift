// choice-stateobject: can @State replace @StateObject for a costly model? With Xcode 27,
// yes: both evaluate the model once per identity. With Xcode 26 and earlier, not for a
// costly init: @State's initial value runs on every init, @StateObject's autoclosure once.
import SwiftUI

@MainActor @Observable
final class Recents {
  static var made = 0
  init() { Recents.made += 1 }
}

@MainActor
final class LegacyRecents: ObservableObject {
  static var made = 0
  init() { LegacyRecents.made += 1 }
}

struct Screen: View {
  @State private var ticks = 0

  var body: some View {
    VStack {
      Button("Tick") { ticks += 1 }
      StatePanel(tick: ticks)
      StateObjectPanel(tick: ticks)
      MadeCount(tick: ticks)
    }
  }
}

struct StatePanel: View {
  let tick: Int
  @State private var model = Recents()
  var body: some View { Text("State panel \(tick)") }
}

struct StateObjectPanel: View {
  let tick: Int
  @StateObject private var model = LegacyRecents()
  var body: some View { Text("StateObject panel \(tick)") }
}

struct MadeCount: View {
  let tick: Int
  var body: some View {
    Text("@State made: \(Recents.made)")
    Text("@StateObject made: \(LegacyRecents.made)")
  }
}

#Preview { Screen() }
