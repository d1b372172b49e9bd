/// How `lessons watch` notices saves.
public struct WatchOptions: Sendable, Equatable {
  /// Seconds between looks at the files.
  ///
  /// Polling `stat` is the mechanism on every platform: it is cheap for a handful of
  /// files, needs no platform API, and sees saves that rename a temporary file over
  /// the original (the inode changes) as well as in-place writes.
  public var pollInterval: Double = 0.3
  /// Seconds a changed file must stay unchanged before it is checked, so an editor's
  /// burst of writes (or a delete-then-create save) triggers one check, not several.
  public var debounce: Double = 0.25
  /// Whether to check once at the start, before any save.
  public var checksAtStart = true

  /// The defaults: 300 ms polling, 250 ms debounce, a first check at start.
  public init() {}
}
