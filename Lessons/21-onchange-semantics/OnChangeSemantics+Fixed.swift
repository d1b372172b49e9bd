import StateRuntime

extension OnChangeSemantics.Fixed {
  /// FIX: `initial: true` runs the action once when the view appears, with
  /// the current value as both old and new, then on every change. The room
  /// at 31°C is alerted on open. A repeated reading is still no change, and
  /// two writes in one update still reach the action once, with the value
  /// before the first and after the last.
  struct RoomMonitor: View {
    let room: ServerRoom

    var body: some View {
      VStack {
        Text("Temperature: \(room.temperature)°C")
        Text("Alerts sent: \(room.alerts.count)")
        Text("Last alert: \(room.alerts.last ?? "none")")
        Button("Cool down") { room.coolDown() }
      }
      .onChange(of: room.temperature, initial: true) { old, new in
        room.temperatureChanged(from: old, to: new)
      }
    }
  }
}
