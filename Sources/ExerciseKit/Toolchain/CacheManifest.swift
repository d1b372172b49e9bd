import Foundation

/// The digests of a cached runtime build, recorded when it was built and checked before use.
///
/// `manifest.json` in the build folder maps each artefact to its SHA-256 and its
/// ``FileStamp``. A file whose stamp is the recorded one has not been written since
/// it was hashed (its change time would differ), so a warm check reads a few `stat`s
/// instead of hashing megabytes. A file whose stamp differs is hashed: damage is
/// reported, and an intact file that was only copied or touched gets its new stamp
/// recorded, so the next check is cheap again. The manifest is written atomically
/// (a temporary file renamed into place), so a reader never sees half of it.
enum CacheManifest {
  /// What ``verify(_:)`` found.
  enum State: Equatable {
    /// Every recorded file is there and matches.
    case intact
    /// There is no finished build.
    case missing
    /// This file is missing or does not match its digest.
    case damaged(String)
  }

  static let fileName = "manifest.json"

  private struct Entry: Codable {
    var stamp: FileStamp
    var sha256: String
  }

  /// Records the digests and stamps of `files` (names inside `directory`).
  static func record(_ files: [String], in directory: URL) throws(ExerciseError) {
    var entries: [String: Entry] = [:]
    for name in files {
      let url = directory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: url), let stamp = FileStamp(path: url.path) else {
        throw .fileAccess(path: url.path, reason: "the build did not produce it")
      }
      entries[name] = Entry(stamp: stamp, sha256: SHA256.hex(data))
    }
    try write(entries, in: directory)
  }

  /// Whether the build in `directory` is complete and undamaged.
  static func verify(_ directory: URL) -> State {
    let manifestURL = directory.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: directory.path) else { return .missing }
    guard let data = try? Data(contentsOf: manifestURL),
      var entries = try? JSONDecoder().decode([String: Entry].self, from: data), !entries.isEmpty
    else { return .damaged(fileName) }
    var restamped = false
    for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(name)
      guard let stamp = FileStamp(path: url.path) else { return .damaged(name) }
      guard stamp != entry.stamp else { continue }
      guard let bytes = try? Data(contentsOf: url), SHA256.hex(bytes) == entry.sha256 else {
        return .damaged(name)
      }
      entries[name]?.stamp = stamp
      restamped = true
    }
    // Best effort: a cache the tool cannot write (shared, read-only) is still usable.
    if restamped { try? write(entries, in: directory) }
    return .intact
  }

  private static func write(_ entries: [String: Entry], in directory: URL) throws(ExerciseError) {
    let url = directory.appendingPathComponent(fileName)
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      try encoder.encode(entries).write(to: url, options: .atomic)
    } catch {
      throw .fileAccess(path: url.path, reason: (error as NSError).localizedDescription)
    }
  }
}
