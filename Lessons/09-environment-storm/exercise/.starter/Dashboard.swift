import StateRuntime

/// A clock that ticks every second.
@Observable
final class Clock {
  var seconds = 0

  func tick() {
    seconds += 1
  }
}

private struct ElapsedKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  /// Seconds since the session started.
  var elapsed: Int {
    get { self[ElapsedKey.self] }
    set { self[ElapsedKey.self] = newValue }
  }
}

/// The dashboard puts the ticking seconds in the environment at its root.
struct Dashboard: View {
  let clock: Clock

  var body: some View {
    VStack {
      AccountCard(onOpen: {})
      SessionTimer()
    }
    .environment(\.elapsed, clock.seconds)
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

struct SessionTimer: View {
  @Environment(\.elapsed) private var elapsed

  var body: some View {
    Text("Session: \(elapsed) s")
  }
}
