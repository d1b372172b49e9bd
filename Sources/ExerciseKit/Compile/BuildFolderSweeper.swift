import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Removes the tool's temporary folders (builds, plays, scratch folders, pack copies) that
/// runs killed before their cleanup left behind.
///
/// Every such folder is `lessons-check-<kind>-<pid>-<random>` in the temporary directory
/// and is live while its owner holds the lock in it (see ``LockedFolder``). A folder is
/// removed only when the sweep can take that lock itself (`LOCK_EX | LOCK_NB`), and keeps
/// holding it while it removes: whatever PID namespace its owner runs in, a live folder
/// is never touched. The pid in the name is not consulted (in another namespace it means
/// nothing). A folder that was modified in the last ``graceSeconds`` is left alone too:
/// it may be one being made (before its lock is taken) or being removed by its owner.
enum BuildFolderSweeper {
  /// The name every such folder starts with.
  static let prefix = "lessons-check-"

  /// Seconds after its last change before a folder without a live lock may be removed.
  static let graceSeconds: Double = 60

  /// Deletes every stale folder in `directory`; returns how many went.
  @discardableResult
  static func sweep(_ directory: URL = FileManager.default.temporaryDirectory) -> Int {
    let base = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard base >= 0 else { return 0 }
    defer { close(base) }
    var removed = 0
    for name in FolderRemoval.entries(of: base) where name.hasPrefix(prefix) {
      var info = stat()
      // Only the tool's own: a folder (not a symlink to one) of this user's.
      guard fstatat(base, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR,
        isOurs(owner: info.st_uid),
        Date().timeIntervalSince1970 - Double(modified(info)) >= graceSeconds
      else { continue }
      let path = directory.appendingPathComponent(name).path
      // Through the folder opened as a folder, never a link: `nobody` may own it (see `isOurs`).
      let folder = openat(base, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      let lock =
        folder >= 0
        ? openat(folder, LockedFolder.lockFileName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC) : -1
      if folder >= 0 { close(folder) }
      // No lock file: an old tool's folder, or one whose removal stopped half-way.
      if lock >= 0, flock(lock, LOCK_EX | LOCK_NB) != 0 {
        close(lock)
        continue
      }
      if FolderRemoval.remove(path) { removed += 1 }
      if lock >= 0 { close(lock) }
    }
    return removed
  }

  /// Whether a folder of `owner`'s can be one of this tool's: this user's, or, when the tool
  /// is root, `nobody`'s too. A sandbox run as root gets its folder handed to `nobody`
  /// (``BubblewrapSandbox/handOver(_:)``), the build folder itself for a check's compile,
  /// so a check killed outright (`SIGKILL`, the OOM killer) leaves a folder of `nobody`'s.
  /// Its removal never follows a link (``FolderRemoval/remove(_:timeLimit:)``), so the
  /// folder's owner, whoever that is, cannot turn it on a file of root's.
  static func isOurs(owner: uid_t, euid: uid_t = geteuid()) -> Bool {
    owner == euid || (euid == 0 && owner == BubblewrapSandbox.unprivilegedID)
  }

  private static func modified(_ info: stat) -> Int {
    #if canImport(Darwin)
      Int(info.st_mtimespec.tv_sec)
    #else
      Int(info.st_mtim.tv_sec)
    #endif
  }
}
