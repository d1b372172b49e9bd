import LessonsPlayDriver
import StateRuntime

/// The server room's sensor reading. The sensor stores every reading it
/// receives, changed or not.
@MainActor @Observable
final class ServerRoom {
  /// Degrees Celsius. The room is already hot when the app opens.
  var temperature = 31
  /// The alerts sent to the on-call engineer: the side effect onChange exists for.
  private(set) var alerts: [String] = []

  /// What the view's onChange action calls: an alert when the new reading
  /// is at or above the limit.
  func temperatureChanged(from old: Int, to new: Int) {
    if new >= 30 { alerts.append("Too hot: \(new)°C (was \(old)°C)") }
  }

  /// The sensor's next report, which may repeat the last one.
  func report(_ reading: Int) {
    temperature = reading
  }

  /// The cooling routine: a first burst overshoots to 24, then it settles
  /// at 27. Two writes in one action, so in one update.
  func coolDown() {
    temperature = 24
    temperature = 27
  }
}

/// BUG: the alert is sent from onChange(of:) without `initial: true`. The
/// action runs only when the value changes between updates, never for the
/// value the view appears with: the room is already at 31°C when the app
/// opens, and nobody is alerted until the reading moves.
struct RoomMonitor: View {
  let room: ServerRoom

  var body: some View {
    VStack {
      Text("Temperature: \(room.temperature)°C")
      Text("Alerts sent: \(room.alerts.count)")
      Text("Last alert: \(room.alerts.last ?? "none")")
      Button("Cool down") { room.coolDown() }
    }
    .onChange(of: room.temperature) { old, new in
      room.temperatureChanged(from: old, to: new)
    }
  }
}

let lessonScenario = Scenario(makeApp: { _, xcode in
  let room = ServerRoom()
  return LessonApp(
    RoomMonitor(room: room), xcode: xcode,
    events: [OutsideEvent("sensor-repeats", "the sensor reports 31°C again") { room.report(31) }])
})
