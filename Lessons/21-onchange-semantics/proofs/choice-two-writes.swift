// choice-two-writes: an action sets level = 9 and then level = 6, from 3: onChange runs
// once, 3 → 6; it never sees the 9 in between.
import SwiftUI

struct Mixer: View {
  @State private var level = 3
  @State private var history: [String] = []

  var body: some View {
    VStack {
      Text("History: \(history.isEmpty ? "none" : history.joined(separator: ", "))")
      Button("Boost") {
        level = 9
        level = 6
      }
    }
    .onChange(of: level) { old, new in
      history.append("\(old)→\(new)")
    }
  }
}

#Preview { Mixer() }
