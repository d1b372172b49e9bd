import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `stat` says of a file, cheap to read and hard to keep while changing the file.
///
/// Size, modification time, inode and device are set by whoever writes; the change
/// time (`ctime`) is set by the kernel on every write, rename into place, `chmod` or
/// `utimes`, and no system call sets it back. So a file whose stamp equals the one
/// recorded has not been written since, and its digest need not be computed again:
/// this is what lets a warm check trust the runtime cache without re-hashing
/// megabytes (issue 17). A stamp that differs is not damage by itself (a copy, a
/// `touch`); it only means the digest must be checked.
struct FileStamp: Codable, Hashable, Sendable {
  var size: Int64
  var modifiedNanoseconds: Int64
  var changedNanoseconds: Int64
  var inode: UInt64
  var device: UInt64

  /// The stamp of the file at `path` (following symlinks), or `nil` when it cannot be read.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    size = Int64(info.st_size)
    modifiedNanoseconds = Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)
    changedNanoseconds = Int64(changed.tv_sec) * 1_000_000_000 + Int64(changed.tv_nsec)
    inode = UInt64(info.st_ino)
    device = UInt64(info.st_dev)
  }

  /// One line that names the stamp, for keys built from many stamps.
  var line: String { "\(size) \(modifiedNanoseconds) \(changedNanoseconds) \(inode) \(device)" }
}
