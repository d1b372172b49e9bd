#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a file looks like from outside: enough to notice any save, including one
/// made by writing a temporary file and renaming it over the original (new inode).
struct FileFingerprint: Equatable, Sendable {
  var exists: Bool
  var inode: UInt64
  var size: Int64
  var modifiedNanoseconds: Int64

  /// The fingerprint of `path` now; a missing file has its own fingerprint.
  static func of(_ path: String) -> FileFingerprint {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return FileFingerprint(exists: false, inode: 0, size: 0, modifiedNanoseconds: 0)
    }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return FileFingerprint(
      exists: true, inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modifiedNanoseconds: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
  }
}
