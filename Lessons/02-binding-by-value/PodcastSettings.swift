import StateRuntime

/// A podcast player's download settings. The instance is the truth: the
/// settings screen edits it and the download queue obeys it.
@MainActor @Observable
final class PodcastSettings {
  var downloadOverCellular = false
  var skipForwardSeconds = 15
}
