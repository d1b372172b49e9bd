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

/// Takes a closure, so it cannot be compared: it runs whenever its parent does.
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
