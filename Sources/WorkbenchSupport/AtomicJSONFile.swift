import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `Codable` value kept in one JSON file, written atomically and never silently reset.
///
/// ```swift
/// let file = AtomicJSONFile<Progress>(url: dirs.stateFile("progress.json"))
/// let outcome = try file.load()
/// if let notice = outcome.damageNotice { print(notice) }   // tell the user, once
/// var progress = outcome.value ?? Progress()
/// progress.attempts += 1
/// try file.save(progress)
/// ```
///
/// - Saving writes a temporary file in the same directory, `fsync`s it, renames it
///   over the old file and syncs the directory: a crash leaves either the old or the
///   new contents, never half of each.
/// - Loading a file that does not decode moves it aside to `NAME.damaged-<n>` (the
///   first free `n`) and reports it as ``Outcome/damaged(keptAt:reason:)``, so the
///   caller starts afresh *and* tells the user where the old data went.
/// - ``update(default:_:)`` holds an advisory lock (`NAME.lock`) across load and save,
///   so two processes recording progress at once do not lose each other's writes.
package struct AtomicJSONFile<Value: Codable>: Sendable {
  /// What ``load()`` found.
  package enum Outcome {
    /// There is no file yet.
    case missing
    /// The file decoded.
    case loaded(Value)
    /// The file did not decode; it now lives at `keptAt`, and nothing was loaded.
    case damaged(keptAt: URL, reason: String)

    /// The loaded value, if any.
    package var value: Value? {
      if case .loaded(let value) = self { return value }
      return nil
    }

    /// A sentence for the user when the file was damaged and set aside, else `nil`.
    package var damageNotice: String? {
      guard case .damaged(let keptAt, let reason) = self else { return nil }
      return "The saved file was damaged (\(reason)); it was kept as \(keptAt.path) and a fresh one started."
    }
  }

  /// The file's location.
  package let url: URL

  /// A handle on the JSON file at `url`; nothing is read or created yet.
  package init(url: URL) {
    self.url = url
  }

  /// Reads and decodes the file; a damaged file is moved aside and reported.
  ///
  /// - Throws: ``AtomicJSONFileError/cannotRead(path:reason:)`` when the file exists
  ///   but cannot be read, ``AtomicJSONFileError/cannotSetAside(path:reason:)`` when a
  ///   damaged file cannot be moved (it is then left exactly as it was).
  package func load() throws(AtomicJSONFileError) -> Outcome {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      if !FileManager.default.fileExists(atPath: url.path) { return .missing }
      throw .cannotRead(path: url.path, reason: (error as NSError).localizedDescription)
    }
    do {
      return .loaded(try JSONDecoder().decode(Value.self, from: data))
    } catch {
      let reason = Self.describe(decodingError: error, byteCount: data.count)
      let keptAt = try setAside()
      return .damaged(keptAt: keptAt, reason: reason)
    }
  }

  /// Encodes `value` and replaces the file atomically (temp file, `fsync`, `rename`).
  ///
  /// Creates the parent directory when missing.
  package func save(_ value: Value) throws(AtomicJSONFileError) {
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      data = try encoder.encode(value)
    } catch {
      throw .cannotEncode(path: url.path, reason: String(describing: error))
    }
    try Self.writeAtomically(data + Data("\n".utf8), to: url)
  }

  /// Loads (or starts from `default`), applies `change`, saves, all under a file lock.
  ///
  /// - Returns: the saved value and the damage notice, if the old file was set aside.
  @discardableResult
  package func update(
    default initial: @autoclosure () -> Value,
    _ change: (inout Value) throws -> Void
  ) throws -> (value: Value, damageNotice: String?) {
    let lock = try lockFile()
    defer {
      _ = flock(lock, LOCK_UN)
      close(lock)
    }
    let outcome = try load()
    var value = outcome.value ?? initial()
    try change(&value)
    try save(value)
    return (value, outcome.damageNotice)
  }

  /// Deletes temporary files that a killed save left in `directory`
  /// (`.NAME.tmp-<pid>-<random>` whose process is gone); returns how many went.
  @discardableResult
  package static func sweepStaleTemporaries(in directory: URL) -> Int {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    var removed = 0
    for name in names where name.hasPrefix(".") && name.contains(".tmp-") {
      let tail = name[name.range(of: ".tmp-")!.upperBound...].split(separator: "-")
      guard tail.count == 2, let pid = pid_t(tail[0]), pid > 0, kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      if unlink(directory.appendingPathComponent(name).path) == 0 { removed += 1 }
    }
    return removed
  }

  /// Writes `data` to `url` through a synced temporary file and a rename.
  package static func writeAtomically(_ data: Data, to url: URL) throws(AtomicJSONFileError) {
    let directory = url.deletingLastPathComponent()
    try AtomicJSONFileError.createDirectory(directory)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw .cannotWrite(path: url.path, reason: AtomicJSONFileError.errnoText())
    }
    var failure: String?
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          failure = AtomicJSONFileError.errnoText()
          return
        }
        offset += written
      }
    }
    if failure == nil, fsync(fd) != 0 { failure = AtomicJSONFileError.errnoText() }
    close(fd)
    if failure == nil, rename(temporary.path, url.path) != 0 { failure = AtomicJSONFileError.errnoText() }
    if let failure {
      unlink(temporary.path)
      throw .cannotWrite(path: url.path, reason: failure)
    }
    // The rename is durable only once the directory entry is on disk too.
    let directoryFD = open(directory.path, O_RDONLY | O_CLOEXEC)
    if directoryFD >= 0 {
      _ = fsync(directoryFD)
      close(directoryFD)
    }
  }

  private func setAside() throws(AtomicJSONFileError) -> URL {
    var n = 1
    while true {
      let candidate = URL(fileURLWithPath: url.path + ".damaged-\(n)")
      // link + unlink rather than rename: link fails if the name is taken, so two
      // processes never overwrite each other's set-aside copy.
      if link(url.path, candidate.path) == 0 {
        unlink(url.path)
        return candidate
      }
      let code = errno
      if code == EEXIST {
        n += 1
        continue
      }
      // Some file systems have no hard links; fall back to a plain rename.
      if !FileManager.default.fileExists(atPath: candidate.path), rename(url.path, candidate.path) == 0 {
        return candidate
      }
      throw .cannotSetAside(path: url.path, reason: AtomicJSONFileError.errnoText(code))
    }
  }

  private func lockFile() throws(AtomicJSONFileError) -> Int32 {
    try AtomicJSONFileError.createDirectory(url.deletingLastPathComponent())
    let fd = open(url.path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw .cannotWrite(path: url.path + ".lock", reason: AtomicJSONFileError.errnoText())
    }
    while flock(fd, LOCK_EX) != 0 {
      if errno != EINTR {
        let reason = AtomicJSONFileError.errnoText()
        close(fd)
        throw .cannotWrite(path: url.path + ".lock", reason: reason)
      }
    }
    return fd
  }

  private static func describe(decodingError error: Error, byteCount: Int) -> String {
    if byteCount == 0 { return "it is empty" }
    switch error as? DecodingError {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "it is not valid JSON"
    case .keyNotFound(let key, _):
      return "the field \"\(key.stringValue)\" is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "the field \"\(path)\" has the wrong type"
    default:
      return "it could not be decoded"
    }
  }
}
