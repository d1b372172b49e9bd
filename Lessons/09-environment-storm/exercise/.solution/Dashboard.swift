import StateRuntime

/// A clock that ticks every second.
@Observable
final class Clock {
  var seconds = 0

  func tick() {
    seconds += 1
  }
}

/// The dashboard hands the clock to the one view that shows it, and reads
/// nothing from it itself, so ticks never reach the dashboard.
struct Dashboard: View {
  let clock: Clock

  var body: some View {
    VStack {
      AccountCard(onOpen: {})
      SessionTimer()
        .environment(clock)
    }
  }
}

/// Takes a closure. The literal the dashboard passes captures nothing, so it is
/// the same value on every body and the card is skipped when its parent re-runs;
/// a closure that captured state would be a new context each time, and the card
/// would run with its parent. (That is SwiftUI as observed, not documented:
/// josharnold.me, "View Invalidation". This runtime models it; Apple promises
/// nothing, so real code should not rely on the skip.)
struct AccountCard: View {
  let onOpen: () -> Void

  var body: some View {
    Button("Open account", action: onOpen)
  }
}

/// The only view whose body reads the seconds.
struct SessionTimer: View {
  @Environment(Clock.self) private var clock

  var body: some View {
    Text("Session: \(clock.seconds) s")
  }
}
