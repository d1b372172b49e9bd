import StateRuntime

extension OnChangeSemantics.Broken {
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
}
