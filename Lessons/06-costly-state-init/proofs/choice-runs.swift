// choice-runs: `@State private var model = Recents()` evaluates Recents() once per identity
// with Xcode 27 (the @State macro's lazy initial value), and on every init of the struct
// with Xcode 26 and earlier, where all but the first are thrown away.
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
      DeclaredPanel(tick: ticks)
      MadeCount(tick: ticks)
    }
  }
}

struct DeclaredPanel: View {
  let tick: Int
  @State private var model = Recents()
  var body: some View { Text("Panel \(tick)") }
}

/// Reads the count after the parent's body made the panel anew.
struct MadeCount: View {
  let tick: Int
  var body: some View { Text("Recents made: \(Recents.made)") }
}

#Preview { Screen() }
