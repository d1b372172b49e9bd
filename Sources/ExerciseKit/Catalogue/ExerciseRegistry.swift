import Foundation
import LessonsProtocol

/// The exercises this build of the tool knows, in teaching order, with the SHA-256
/// of each shipped `Checks.swift` and harness file.
///
/// An exercise is registered by its lesson folder: its `exercise/Checks.sha256` records
/// the digest (see "Add an exercise" in the README), and the build compiles that digest
/// into the tool. The digest is recorded, never computed at build time, and the tool
/// holds the files to it when it checks: a learner who edits a check would have to edit
/// its digest and rebuild the tool too, so an edited check is reported as
/// ``ExerciseStatus/tampered`` instead of quietly passing, whatever builds come after.
/// `ShippedExerciseTests` fails with the lines to write when a digest is stale.
package struct ExerciseRegistry: Sendable, Equatable {
  /// One registered exercise.
  package struct Entry: Sendable, Equatable {
    /// The exercise id, which is also its lesson's: `pick-sheet` for `Lessons/15-pick-sheet/exercise/`.
    package var id: String
    /// SHA-256 (hex) of the exercise's `Checks.swift` as shipped.
    package var checksDigest: String

    /// An entry for the exercise `id` whose `Checks.swift` has the SHA-256 `checksDigest`.
    package init(id: String, checksDigest: String) {
      self.id = id
      self.checksDigest = checksDigest
    }
  }

  /// The registered exercises, in teaching order.
  package var exercises: [Entry]
  /// SHA-256 (hex) of each harness file under `Lessons/.harness/`, by file name.
  /// Only these files are compiled, so an added file changes nothing.
  package var harness: [String: String]

  /// A registry of these exercises and harness files.
  package init(exercises: [Entry], harness: [String: String]) {
    self.exercises = exercises
    self.harness = harness
  }

  /// The registry compiled into this build of `lessons`: every lesson folder's exercise,
  /// with the digest its `exercise/Checks.sha256` records (``discoveredExercises``, listed
  /// by `ExerciseDiscoveryPlugin`), and the harness files' digests, kept here.
  package static let shipped = ExerciseRegistry(
    exercises: discoveredExercises,
    harness: [
      "CheckHarness.swift": "3f9fa6743232ce04fb62daab039816af1060d04e81dae15ecac38f3b2708c8b3"
    ]
  )

  /// A registry that trusts the files as they are now in `lessonsDirectory` (the
  /// `exercise/` of every lesson folder that has a `Checks.swift`, in lesson order, and
  /// every `.swift` file of `.harness/`).
  ///
  /// For tests that build throwaway exercises, and for saying what to write after
  /// changing a check (``changes(from:)``).
  package static func recording(_ lessonsDirectory: URL) throws(ExerciseError) -> ExerciseRegistry {
    let manager = FileManager.default
    var entries: [Entry] = []
    for (id, folder) in try ExerciseCatalogue.exerciseFolders(in: lessonsDirectory) {
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
  /// to paste into ``shipped``. Empty when nothing differs.
  package func changes(from shipped: ExerciseRegistry) -> [String] {
    var lines: [String] = []
    for entry in exercises where shipped.exercises.first(where: { $0.id == entry.id }) != entry {
      lines.append("the exercise/Checks.sha256 of \(entry.id): \(entry.checksDigest)  Checks.swift")
    }
    if harness != shipped.harness {
      let files = harness.keys.sorted().map { "\"\($0)\": \"\(harness[$0]!)\"" }
      lines.append("ExerciseRegistry.shipped's harness: [\(files.joined(separator: ", "))]")
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
