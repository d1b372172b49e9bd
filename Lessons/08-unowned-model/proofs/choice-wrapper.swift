// choice-wrapper: `@State private var draft = DraftModel()` gives the view one model,
// kept for its identity: a parent re-render does not replace it.
import SwiftUI

@MainActor @Observable
final class DraftModel {
  var text = ""
}

struct Screen: View {
  @State private var ticks = 0

  var body: some View {
    VStack {
      Button("Tick") { ticks += 1 }
      DraftEditor(tick: ticks)
    }
  }
}

struct DraftEditor: View {
  let tick: Int
  @State private var draft = DraftModel()

  var body: some View {
    TextField("Draft \(tick)", text: Bindable(draft).text)
  }
}

#Preview { Screen() }
