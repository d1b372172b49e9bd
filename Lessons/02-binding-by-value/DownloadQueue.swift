import StateRuntime

/// The episode downloads. It never looks at a screen: when the phone leaves
/// Wi-Fi it asks the settings whether it may go on, so only a value the
/// settings actually hold has any effect.
@MainActor @Observable
final class DownloadQueue {
  private(set) var status = "downloading over Wi-Fi"
  @ObservationIgnored private let settings: PodcastSettings

  init(settings: PodcastSettings) {
    self.settings = settings
  }

  /// The phone dropped off Wi-Fi in the middle of a download.
  func wifiLost() {
    status = settings.downloadOverCellular ? "downloading over cellular" : "paused: waiting for Wi-Fi"
  }
}
