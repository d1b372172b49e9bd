/// How `lessons watch` notices saves.
package struct WatchOptions: Sendable, Equatable {
  /// The longest wait between looks at the files.
  ///
  /// Comparing `stat` fingerprints (inode, size, modification time) decides what
  /// changed on every platform: it sees saves that rename a temporary file over the
  /// original as well as in-place writes. On Linux, inotify on the exercise folders
  /// wakes the loop as soon as something happens; elsewhere, and as the fallback when
  /// events do not arrive (network file systems), this interval is the polling rate.
  package var pollInterval: Double = 0.3
  /// Seconds a changed file must stay unchanged before it is checked, so an editor's
  /// burst of writes (or a delete-then-create save) triggers one check, not several.
  ///
  /// 100 ms: an editor's save is a few writes or a rename within milliseconds, and a
  /// save that lands after the check started stops that check and starts another, so a
  /// longer wait would only add to every save's time to a verdict (budget: 4 × F).
  package var debounce: Double = 0.1
  /// Whether to listen for file events (inotify on Linux); off, only polling is used.
  package var usesFileEvents = true
  /// Whether to check once at the start, before any save.
  package var checksAtStart = true

  /// The defaults: 300 ms polling, 100 ms debounce, a first check at start.
  package init() {}
}
