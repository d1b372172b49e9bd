import StateRuntime

extension BindingByValue.Broken {
  /// The downloads screen: what the settings hold, the two controls, and
  /// the queue's status.
  struct DownloadsScreen: View {
    let settings: PodcastSettings
    let queue: DownloadQueue

    var body: some View {
      VStack {
        CellularStatus(isOn: settings.downloadOverCellular)
        CellularToggle(isOn: settings.downloadOverCellular)
        SkipForwardStepper(seconds: settings.skipForwardSeconds)
        Text("Queue: \(queue.status)")
      }
    }
  }

  /// Only reads the setting, so a plain `let` is right here.
  struct CellularStatus: View {
    let isOn: Bool

    var body: some View {
      Text("Cellular downloads: \(isOn ? "on" : "off")")
    }
  }

  /// BUG: the toggle is handed the setting's value, not access to it. To make
  /// the Toggle compile it needed a binding, so `isOn` became `@State`: the
  /// view now owns a private Bool that starts as a copy. Flipping it flips
  /// the copy; the settings never hear of it, and no compiler complains.
  struct CellularToggle: View {
    @State var isOn: Bool

    var body: some View {
      Toggle("Download over cellular", isOn: $isOn)
    }
  }

  /// BUG: the same mistake with a number: the stepper steps its own copy.
  struct SkipForwardStepper: View {
    @State var seconds: Int

    var body: some View {
      Stepper("Skip forward", value: $seconds, in: 5...60, step: 5)
    }
  }
}
