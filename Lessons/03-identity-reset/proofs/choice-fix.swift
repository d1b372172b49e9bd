// choice-fix: keep one form and pass the layout to it as an argument: its identity, and
// its draft, survive the switch.
import SwiftUI

struct Thread: View {
  @State private var isCompact = false

  var body: some View {
    VStack {
      Toggle("Compact", isOn: $isCompact)
      Composer(isCompact: isCompact)
    }
  }
}

struct Composer: View {
  let isCompact: Bool
  @State private var draft = ""

  var body: some View {
    TextField(isCompact ? "Draft (compact)" : "Draft", text: $draft)
  }
}

#Preview { Thread() }
