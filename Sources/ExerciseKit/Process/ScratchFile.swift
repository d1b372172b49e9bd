import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a file from a folder that code other than the tool's could have written: a
/// program's scratch folder, a build folder.
///
/// The file is opened without following a symlink at its last component, without
/// blocking (a FIFO or a terminal answers at once instead of hanging the tool), and
/// without becoming the tool's controlling terminal; only a regular file is read, and
/// only up to ``limit`` bytes: anything else is `nil`, as if the file were not there.
///
/// ```swift
/// let json = ScratchFile.contents("crash.json", in: scratch, limit: ScratchFile.reportLimit)
/// ```
enum ScratchFile {
  /// The cap for a crash report.
  static let reportLimit = 1 << 20
  /// The cap for a compiler's output read back (a symbol graph, a module).
  static let buildLimit = 256 << 20

  /// The bytes of the regular file at `path`, or `nil` when it is not one, cannot be
  /// opened, or holds more than `limit` bytes.
  static func contents(_ path: String, limit: Int) -> Data? {
    contents(at: AT_FDCWD, path, limit: limit)
  }

  /// The bytes of the regular file `name` directly in `folder`, which must itself be a
  /// folder and not a symlink; `nil` as for ``contents(_:limit:)``.
  static func contents(_ name: String, in folder: String, limit: Int) -> Data? {
    guard !name.contains("/"), name != "..", name != "." else { return nil }
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard directory >= 0 else { return nil }
    defer { close(directory) }
    return contents(at: directory, name, limit: limit)
  }

  /// The names of the regular files directly in `folder` (not followed when a symlink),
  /// sorted; empty when it is not a folder.
  static func regularFiles(in folder: String) -> [String] {
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard directory >= 0 else { return [] }
    var names: [String] = []
    for name in FolderRemoval.entries(of: directory) {
      var info = stat()
      if fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFREG {
        names.append(name)
      }
    }
    close(directory)
    return names.sorted()
  }

  /// The first entry at or under `path` that is neither a regular file nor a folder (a
  /// symlink, a FIFO, a device, a socket), or `nil` when there is none; nothing is followed.
  ///
  /// For a tree the tool is about to copy and then read, such as a stranger's exercise.
  static func firstSpecialEntry(under path: String) -> String? {
    var pending = [path]
    var visited = 0
    while let next = pending.popLast() {
      visited += 1
      // A pack's exercise holds a few files; a tree of millions is not one.
      if visited > 100_000 { return next }
      var info = stat()
      guard lstat(next, &info) == 0 else { return next }
      switch info.st_mode & S_IFMT {
      case S_IFREG: continue
      case S_IFDIR:
        let directory = open(next, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard directory >= 0 else { return next }
        pending += FolderRemoval.entries(of: directory).map { "\(next)/\($0)" }
        close(directory)
      default: return next
      }
    }
    return nil
  }

  /// Reads `path` relative to `directory`; see ``contents(_:limit:)``.
  private static func contents(at directory: Int32, _ path: String, limit: Int) -> Data? {
    let descriptor = openat(directory, path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else {
      return nil
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return data }
      data.append(contentsOf: buffer[0..<count])
      // A file that grew after the size was read is no more trusted than a big one.
      guard data.count <= limit else { return nil }
    }
  }
}
