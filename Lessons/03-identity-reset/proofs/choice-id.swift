// choice-id: .id(UUID()) gives the row a new identity every time the parent's body runs,
// so its state resets each time.
import SwiftUI

struct Rows: View {
  @State private var ticks = 0

  var body: some View {
    VStack {
      Button("Tick") { ticks += 1 }
      Text("Ticks: \(ticks)")
      DraftRow().id(UUID())
    }
  }
}

struct DraftRow: View {
  @State private var draft = ""

  var body: some View {
    TextField("Draft", text: $draft)
  }
}

#Preview { Rows() }
