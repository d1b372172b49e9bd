import StateRuntime

extension BindingByValue.Fixed {
  /// The downloads screen: it hands each control a binding into the
  /// settings, and the read-only line a plain value.
  struct DownloadsScreen: View {
    @Bindable var settings: PodcastSettings
    let queue: DownloadQueue

    var body: some View {
      VStack {
        CellularStatus(isOn: settings.downloadOverCellular)
        CellularToggle(isOn: $settings.downloadOverCellular)
        SkipForwardStepper(seconds: $settings.skipForwardSeconds)
        Text("Queue: \(queue.status)")
      }
    }
  }

  /// Only reads the setting, so it takes a `let`: no binding it never writes
  /// through, which would wrongly list it among the views that may change it.
  struct CellularStatus: View {
    let isOn: Bool

    var body: some View {
      Text("Cellular downloads: \(isOn ? "on" : "off")")
    }
  }

  /// FIX: `@Binding` gives the toggle write access to the settings' own
  /// value; `$settings.downloadOverCellular` at the call site hands it over.
  struct CellularToggle: View {
    @Binding var isOn: Bool

    var body: some View {
      Toggle("Download over cellular", isOn: $isOn)
    }
  }

  /// FIX: the stepper steps the settings' value through its binding.
  struct SkipForwardStepper: View {
    @Binding var seconds: Int

    var body: some View {
      Stepper("Skip forward", value: $seconds, in: 5...60, step: 5)
    }
  }
}
