import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Wakes `watch` early when something in the watched folders changes.
///
/// On Linux this is inotify on the folders (not the files: an editor that saves by
/// renaming a temporary file over the original replaces the file, and a watch on
/// the old inode would go quiet). Elsewhere, or if inotify cannot be set up, ``wait(upTo:)``
/// simply sleeps. Either way the caller then compares file fingerprints, so events
/// only make it faster, never decide what changed.
final class DirectoryChangeSignal {
  private var descriptor: Int32 = -1

  /// Starts listening on `directories`.
  init(directories: [String]) {
    #if os(Linux)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard fd >= 0 else { return }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MODIFY)
      var watching = false
      for directory in Set(directories) where inotify_add_watch(fd, directory, mask) >= 0 {
        watching = true
      }
      if watching { descriptor = fd } else { close(fd) }
    #endif
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Returns after `seconds`, or as soon as a change is reported; `true` if one was.
  @discardableResult
  func wait(upTo seconds: Double) -> Bool {
    guard descriptor >= 0 else {
      Thread.sleep(forTimeInterval: seconds)
      return false
    }
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    guard poll(&entry, 1, Int32(max(0, seconds) * 1000)) > 0 else { return false }
    // Drain: the events themselves are not needed, only that something happened.
    var buffer = [UInt8](repeating: 0, count: 4096)
    while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
    return true
  }
}
