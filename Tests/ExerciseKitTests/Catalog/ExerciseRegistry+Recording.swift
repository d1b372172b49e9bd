import Foundation

@testable import ExerciseKit

// What only tests ask of a registry: one that trusts the lesson folders as they are now,
// and what to write when it differs from what a build ships (ShippedExerciseTests).
extension ExerciseRegistry {
  /// A registry that trusts the files as they are now in `lessonsDirectory` (the
  /// `exercise/` of every lesson folder that has a `Checks.swift`, in lesson order, and
  /// every `.swift` file of `.harness/`).
  ///
  /// For tests that build throwaway exercises, and for saying what to write after
  /// changing a check (``changes(from:)``): only tests do either, so it lives here.
  static func recording(_ lessonsDirectory: URL) throws(ExerciseError) -> ExerciseRegistry {
    let manager = FileManager.default
    var entries: [Entry] = []
    for (id, folder) in try ExerciseCatalog.exerciseFolders(in: lessonsDirectory) {
      let checks = folder.appendingPathComponent("Checks.swift")
      guard manager.fileExists(atPath: checks.path) else { continue }
      entries.append(Entry(id: id, checksDigest: try digest(of: checks)))
    }
    let harnessDirectory = lessonsDirectory.appendingPathComponent(".harness")
    var harness: [String: String] = [:]
    for name in ((try? manager.contentsOfDirectory(atPath: harnessDirectory.path)) ?? []).sorted()
    where name.hasSuffix(".swift") {
      harness[name] = try digest(of: harnessDirectory.appendingPathComponent(name))
    }
    return ExerciseRegistry(exercises: entries, harness: harness)
  }

  /// What to write so that the files recorded in `self` are trusted as `shipped` lists them:
  /// a `Checks.sha256` line for each exercise whose digest differs, and the harness entries
  /// to paste into ``shippedHarness``. Empty when nothing differs.
  func changes(from shipped: ExerciseRegistry) -> [String] {
    var lines: [String] = []
    for entry in exercises where shipped.exercises.first(where: { $0.id == entry.id }) != entry {
      lines.append("the exercise/Checks.sha256 of \(entry.id): \(entry.checksDigest)  Checks.swift")
    }
    if harness != shipped.harness {
      let files = harness.keys.sorted().map { "\"\($0)\": \"\(harness[$0]!)\"" }
      lines.append("ExerciseRegistry.shippedHarness: [\(files.joined(separator: ", "))]")
    }
    return lines
  }

  /// The SHA-256 of a file's bytes.
  static func digest(of url: URL) throws(ExerciseError) -> String {
    do {
      return SHA256.hex(try Data(contentsOf: url))
    } catch {
      throw .fileAccess(path: url.path, reason: (error as NSError).localizedDescription)
    }
  }
}
