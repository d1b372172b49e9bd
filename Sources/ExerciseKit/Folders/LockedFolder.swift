import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private folder of one run in the temporary directory (a build, a play, a program's
/// scratch, a pack exercise's copy), live for as long as this object holds its lock.
///
/// The folder is made with `mkdtemp` (mode 0700) and at once gets a lock file,
/// ``lockFileName``, on which this object holds an exclusive `flock` until the folder
/// is removed (``remove()``, or when the object goes). ``BuildFolderSweeper`` removes
/// only folders whose lock it can take, so runs of the tool in any PID namespace (which
/// cannot see each other's processes) never remove each other's folders: a lock,
/// unlike a pid, means the same thing in every namespace, and the kernel releases it
/// when its owner dies however it dies.
///
/// A folder still live when the tool calls `exit` (a play program kept to the end of a
/// `play --do` run, say) is removed then too, so a run leaves nothing behind; one killed
/// outright leaves its folder to the next run's sweep.
///
/// ```swift
/// let folder = try LockedFolder(kind: "play")
/// try Data().write(to: folder.url.appendingPathComponent("main.swift"))
/// folder.remove()
/// ```
final class LockedFolder: Sendable {
  /// The lock file's name in every such folder.
  static let lockFileName = ".lessons-lock"

  /// The folder.
  let url: URL
  /// The folder's path.
  var path: String { url.path }

  private let lock: Mutex<Int32>

  /// Makes `<prefix><kind>-<pid>-XXXXXX` in `base` and locks it.
  ///
  /// - Throws: ``ExerciseError/fileAccess(path:reason:)`` when the folder or its lock cannot be made.
  init(kind: String, in base: URL = FileManager.default.temporaryDirectory) throws(ExerciseError) {
    var template = Array("\(base.path)/\(BuildFolderSweeper.prefix)\(kind)-\(getpid())-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .fileAccess(path: base.path, reason: "no temporary folder: \(String(cString: strerror(errno)))")
    }
    let path = String(cString: made)
    let descriptor = open(
      "\(path)/\(Self.lockFileName)", O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let reason = String(cString: strerror(errno))
      if descriptor >= 0 { close(descriptor) }
      FolderRemoval.remove(path)
      throw .fileAccess(path: path, reason: "no lock on a temporary folder: \(reason)")
    }
    url = URL(fileURLWithPath: path, isDirectory: true)
    lock = Mutex(descriptor)
    _ = Self.removedAtExit
    Self.live.withLock { _ = $0.insert(path) }
  }

  /// Removes the folder and all it holds (see ``FolderRemoval``), then lets go of the lock.
  ///
  /// The lock is held until the removal ends, so no sweep removes the same folder meanwhile.
  func remove() {
    lock.withLock { descriptor in
      guard descriptor >= 0 else { return }
      FolderRemoval.remove(url.path)
      close(descriptor)
      descriptor = -1
      _ = Self.live.withLock { $0.remove(url.path) }
    }
  }

  deinit { remove() }

  /// The folders not removed yet, by path.
  private static let live = Mutex<Set<String>>([])

  /// Registers, once, the removal of every live folder when the process exits.
  private static let removedAtExit: Bool = {
    atexit {
      // The process is ending: its locks go with it, and nothing else uses the folders.
      for path in LockedFolder.live.withLock({ $0 }) { FolderRemoval.remove(path) }
    }
    return true
  }()
}
