import Foundation
import Synchronization

/// The digests of a cached runtime build, recorded when it was built and checked before use.
///
/// `manifest.json` in the build folder maps each artefact to its size, modification
/// time and SHA-256. A file whose size or time differs is hashed and compared; each
/// build is also hashed in full once per process, so damage that kept size and time
/// is caught too, without hashing megabytes on every check of a running shell.
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
    var size: Int
    var modified: Double
    var sha256: String
  }

  /// Builds verified in full by this process.
  private static let verified = Mutex<Set<String>>([])

  /// Records the digests of `files` (names inside `directory`).
  static func record(_ files: [String], in directory: URL) throws(ExerciseError) {
    var entries: [String: Entry] = [:]
    for name in files {
      let url = directory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: url), let (size, modified) = stamp(url) else {
        throw .fileAccess(path: url.path, reason: "the build did not produce it")
      }
      entries[name] = Entry(size: size, modified: modified, sha256: SHA256.hex(data))
    }
    let url = directory.appendingPathComponent(fileName)
    do {
      try JSONEncoder().encode(entries).write(to: url, options: .atomic)
    } catch {
      throw .fileAccess(path: url.path, reason: (error as NSError).localizedDescription)
    }
    _ = verified.withLock { $0.insert(directory.path) }
  }

  /// Whether the build in `directory` is complete and undamaged.
  static func verify(_ directory: URL) -> State {
    let manifestURL = directory.appendingPathComponent(fileName)
    guard FileManager.default.fileExists(atPath: directory.path) else { return .missing }
    guard let data = try? Data(contentsOf: manifestURL),
      let entries = try? JSONDecoder().decode([String: Entry].self, from: data), !entries.isEmpty
    else { return .damaged(fileName) }
    let hashAll = !verified.withLock { $0.contains(directory.path) }
    for (name, entry) in entries.sorted(by: { $0.key < $1.key }) {
      let url = directory.appendingPathComponent(name)
      guard let (size, modified) = stamp(url) else { return .damaged(name) }
      guard hashAll || size != entry.size || modified != entry.modified else { continue }
      guard let bytes = try? Data(contentsOf: url), SHA256.hex(bytes) == entry.sha256 else {
        return .damaged(name)
      }
    }
    _ = verified.withLock { $0.insert(directory.path) }
    return .intact
  }

  private static func stamp(_ url: URL) -> (Int, Double)? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return (size, modified.timeIntervalSince1970)
  }
}
