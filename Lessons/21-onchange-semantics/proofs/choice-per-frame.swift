// choice-per-frame: an onChange action that keeps updating, update after update, feeds
// itself: it writes the value it watches, or other state that changes that value again.
// (SwiftUI's "tried to update multiple times per frame" message is observed, not
// documented; the runtime reports what happens: an update that never settles.)
import SwiftUI

struct Feeds: View {
  var body: some View {
    VStack {
      SelfFeeding()
      FeedingThroughOtherState()
    }
  }
}

/// The action writes the value it watches.
struct SelfFeeding: View {
  @State private var count = 0

  var body: some View {
    Button("Feed itself") { count = 1 }
      .onChange(of: count) { _, new in count = new + 1 }
  }
}

/// The action writes other state, whose own action changes the watched value again.
struct FeedingThroughOtherState: View {
  @State private var count = 0
  @State private var echo = 0

  var body: some View {
    Button("Feed through an echo") { count = 1 }
      .onChange(of: count) { _, new in echo = new }
      .onChange(of: echo) { _, new in count = new + 1 }
  }
}

#Preview { Feeds() }
