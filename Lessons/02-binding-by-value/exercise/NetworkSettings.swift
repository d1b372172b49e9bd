import StateRuntime

/// The network settings screen.
///
/// Who owns `wifiEnabled`? `NetworkSettings`.
/// Who may change it? The Wi-Fi toggle, and Airplane mode (which turns it off).
/// Who depends on it? The status line and "Sync now".
struct NetworkSettings: View {
  @State private var wifiEnabled = true
  @State private var airplaneMode = false
  @State private var syncCount = 0

  var body: some View {
    VStack {
      WiFiRow(isOn: wifiEnabled)
      Toggle(
        "Airplane mode",
        isOn: Binding(
          get: { airplaneMode },
          set: { isOn in
            airplaneMode = isOn
            if isOn { wifiEnabled = false }
          }))
      StatusLine(isOnline: $wifiEnabled)
      Button("Sync now") { syncCount += 1 }
        .disabled(!wifiEnabled)
    }
  }
}

/// The Wi-Fi switch.
struct WiFiRow: View {
  @State var isOn: Bool

  var body: some View {
    Toggle("Wi-Fi", isOn: $isOn)
  }
}

/// One line saying whether the device is online.
struct StatusLine: View {
  @Binding var isOnline: Bool

  var body: some View {
    Text(isOnline ? "Status: online" : "Status: offline")
  }
}
