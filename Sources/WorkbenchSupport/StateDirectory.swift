import Foundation

/// Where the workbench keeps what it remembers between runs, and what it can rebuild.
///
/// The state directory holds progress and history; losing it loses the learner's
/// record. The cache directory holds things that can be rebuilt at any time (the
/// prebuilt `StateRuntime` module for `lessons check`).
///
/// ```swift
/// let dirs = StateDirectory()                  // from the process environment
/// let progress = dirs.stateFile("progress.json")
/// let runtimeCache = dirs.cacheURL.appendingPathComponent("runtime")
/// ```
///
/// Resolution order:
/// - state: `$LESSONS_HOME`, else `$XDG_STATE_HOME/lessons`, else `~/.local/state/lessons`;
/// - cache: `$LESSONS_CACHE`, else `$XDG_CACHE_HOME/lessons`, else `<state>/cache`; but
///   for root with none of these set, `/var/cache/lessons`: the sandbox starts as `nobody`
///   only where `nobody` can reach the runtime it binds, and root's home is `0700`.
///
/// Empty variables count as unset, and relative XDG paths are ignored, as the XDG
/// base directory specification asks.
package struct StateDirectory: Sendable, Equatable {
  /// The directory for state worth keeping (progress, history).
  package let url: URL
  /// The directory for rebuildable data (the prebuilt runtime module).
  package let cacheURL: URL

  /// Resolves both directories from `environment` (the process environment by default).
  ///
  /// Nothing is created on disk; call ``createIfNeeded()`` before writing.
  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    func value(_ name: String) -> String? {
      guard let raw = environment[name], !raw.isEmpty else { return nil }
      return raw
    }
    func absolute(_ name: String) -> String? {
      guard let raw = value(name), raw.hasPrefix("/") else { return nil }
      return raw
    }
    let home = value("HOME") ?? NSHomeDirectory()

    let state: URL
    if let explicit = value("LESSONS_HOME") {
      state = URL(fileURLWithPath: Self.expandingTilde(explicit, home: home), isDirectory: true)
    } else if let xdg = absolute("XDG_STATE_HOME") {
      state = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
        "lessons", isDirectory: true)
    } else {
      state = URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".local/state/lessons", isDirectory: true)
    }

    let cache: URL
    if let explicit = value("LESSONS_CACHE") {
      cache = URL(fileURLWithPath: Self.expandingTilde(explicit, home: home), isDirectory: true)
    } else if let xdg = absolute("XDG_CACHE_HOME") {
      cache = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
        "lessons", isDirectory: true)
    } else if value("LESSONS_HOME") == nil, Self.isRoot(environment) {
      cache = URL(fileURLWithPath: Self.rootCache, isDirectory: true)
    } else {
      cache = state.appendingPathComponent("cache", isDirectory: true)
    }
    self.init(url: state, cacheURL: cache)
  }

  /// Root's default cache: a system cache folder others may pass through.
  package static let rootCache = "/var/cache/lessons"

  /// Whether the cache is root's: the process runs as root (`LESSONS_TEST_EUID`, for tests,
  /// stands in for the id when set).
  static func isRoot(_ environment: [String: String]) -> Bool {
    if let stand = environment["LESSONS_TEST_EUID"], let id = Int(stand) { return id == 0 }
    return geteuid() == 0
  }

  /// Uses exactly these directories (tests and tools that manage their own).
  package init(url: URL, cacheURL: URL) {
    self.url = url.standardizedFileURL
    self.cacheURL = cacheURL.standardizedFileURL
  }

  /// The URL of a file directly inside the state directory, e.g. `progress.json`.
  package func stateFile(_ name: String) -> URL {
    url.appendingPathComponent(name, isDirectory: false)
  }

  /// Creates the state and cache directories (and their parents) when missing.
  ///
  /// - Throws: ``AtomicJSONFileError/cannotCreateDirectory(path:reason:)`` naming the
  ///   directory that could not be created and why.
  package func createIfNeeded() throws(AtomicJSONFileError) {
    for directory in [url, cacheURL] {
      try AtomicJSONFileError.createDirectory(directory)
    }
  }

  // `~` is expanded because a variable set in a shell profile with quotes keeps it literally.
  private static func expandingTilde(_ path: String, home: String) -> String {
    if path == "~" { return home }
    if path.hasPrefix("~/") { return home + path.dropFirst() }
    return path
  }
}
