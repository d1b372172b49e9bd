// choice-pop: popping a pushed screen discards its identity and its state: pushed again,
// it starts fresh.
import SwiftUI

struct Inbox: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Open reply", value: 1)
        .navigationDestination(for: Int.self) { _ in ReplyScreen() }
    }
  }
}

struct ReplyScreen: View {
  @State private var reply = ""
  var body: some View { TextField("Reply", text: $reply) }
}

#Preview { Inbox() }
