// choice-initial: initial: true adds one run of the action when the view appears, with the
// current value as both old and new; after that it runs on changes only.
import SwiftUI

struct Mixer: View {
  @State private var volume = 3
  @State private var history: [String] = []

  var body: some View {
    VStack {
      Text("History: \(history.isEmpty ? "none" : history.joined(separator: ", "))")
      Button("Six") { volume = 6 }
    }
    .onChange(of: volume, initial: true) { old, new in
      history.append("\(old)→\(new)")
    }
  }
}

#Preview { Mixer() }
