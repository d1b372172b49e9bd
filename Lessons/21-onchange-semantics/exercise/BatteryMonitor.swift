import StateRuntime

/// The phone's battery, as the system reports it. Keep it as it is.
@MainActor @Observable
final class Battery {
  /// Percent. The system reports it again and again, often unchanged.
  var level: Int
  /// Every switch of the battery saver, in order: the side effect to get right.
  private(set) var saverSwitches: [String] = []

  init(level: Int) {
    self.level = level
  }

  /// Switches the battery saver (the real one would dim the screen).
  func switchSaver(on: Bool) {
    saverSwitches.append(on ? "on" : "off")
  }
}

/// Switches the battery saver on below 20%, and off again from 20%.
struct BatteryMonitor: View {
  let battery: Battery
  @State private var saverIsOn = false

  var body: some View {
    VStack {
      Text("Battery: \(battery.level)%")
      Text("Saver: \(saverIsOn ? "on" : "off")")
    }
    .onChange(of: battery.level) { _, level in
      let shouldBeOn = level < 20
      guard shouldBeOn != saverIsOn else { return }
      saverIsOn = shouldBeOn
      battery.switchSaver(on: shouldBeOn)
    }
  }
}
