#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes an export (handout, player, picture) to a path the user gave.
enum TextFileWriter {
  /// Writes `text` to `path`, replacing the file; throws what went wrong in words.
  static func write(_ text: String, to path: String, command: String) throws(ShellError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw .unwritableFile(command: command, path: path, reason: reason()) }
    defer { close(descriptor) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { posixWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        throw .unwritableFile(command: command, path: path, reason: reason())
      }
      bytes = bytes.dropFirst(written)
    }
  }

  private static func reason() -> String {
    switch errno {
    case ENOENT: "the folder it would go in does not exist"
    case EISDIR: "it is a folder"
    case EACCES, EPERM, EROFS: "permission denied"
    default: String(cString: strerror(errno)).lowercased()
    }
  }
}

// Inside the enum, `write` names the static method, not the system call.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
