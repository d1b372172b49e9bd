import StateRuntime

/// The news service: downloading and parsing happen off the main actor.
enum HeadlineFeed {
  /// The latest headlines, as the server sends them.
  @concurrent static func download() async -> [String] {
    ["Rates hold", "Rain ahead"]
  }
}
