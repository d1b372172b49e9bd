import StateRuntime

/// The server room's sensor reading, shared by both versions. The sensor
/// stores every reading it receives, changed or not.
@MainActor @Observable
final class ServerRoom {
  /// Degrees Celsius. The room is already hot when the app opens.
  var temperature = 31
  /// The alerts sent to the on-call engineer: the side effect onChange exists for.
  private(set) var alerts: [String] = []
  /// How often the view's change action ran, and with what: the lesson's
  /// expectations read these. Not shown, so no view depends on them.
  @ObservationIgnored private(set) var actionRuns = 0
  @ObservationIgnored private(set) var lastChange = "none"
  /// The action runs counted when the last outside write began.
  @ObservationIgnored private(set) var runsBeforeLastWrite = 0

  /// What the view's onChange action calls: one run, and an alert when the
  /// new reading is at or above the limit.
  func temperatureChanged(from old: Int, to new: Int) {
    actionRuns += 1
    lastChange = "\(old) → \(new)"
    if new >= 30 { alerts.append("Too hot: \(new)°C (was \(old)°C)") }
  }

  /// The sensor's next report, which may repeat the last one.
  func report(_ reading: Int) {
    runsBeforeLastWrite = actionRuns
    temperature = reading
  }

  /// The cooling routine: a first burst overshoots to 24, then it settles
  /// at 27. Two writes in one action, so in one update.
  func coolDown() {
    runsBeforeLastWrite = actionRuns
    temperature = 24
    temperature = 27
  }
}
