// choice-cause: the form sits in both branches of an if, so switching gives it a new
// identity, with fresh state.
import SwiftUI

struct Thread: View {
  @State private var isCompact = false

  var body: some View {
    VStack {
      Toggle("Compact", isOn: $isCompact)
      if isCompact {
        Composer().padding(4)
      } else {
        Composer()
      }
    }
  }
}

struct Composer: View {
  @State private var draft = "Hi,"

  var body: some View {
    TextField("Reply", text: $draft)
  }
}

#Preview { Thread() }
