import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes check build folders left behind by runs that were killed before their cleanup.
///
/// A folder is `lessons-check-<exercise>-<pid>-<random>` in the temporary directory;
/// it is stale when no process `<pid>` exists any more (a live one may be checking now).
enum BuildFolderSweeper {
  /// The name every check build folder starts with.
  static let prefix = "lessons-check-"

  /// Deletes every stale build folder in `directory`; returns how many went.
  @discardableResult
  static func sweep(_ directory: URL = FileManager.default.temporaryDirectory) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var removed = 0
    for name in names where name.hasPrefix(prefix) {
      let parts = name.split(separator: "-")
      guard parts.count >= 4, let pid = pid_t(parts[parts.count - 2]), pid > 0 else { continue }
      guard kill(pid, 0) != 0 && errno == ESRCH else { continue }
      if (try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))) != nil {
        removed += 1
      }
    }
    return removed
  }
}
