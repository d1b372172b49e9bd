import Foundation
import LessonsProtocol

/// The exercises of a lesson folder, in teaching order, each with the SHA-256 its
/// `Checks.swift` is held to, and the digests of the tool's own harness files.
///
/// An exercise's digest is the one its `exercise/Checks.sha256` records, read at run time
/// (``RecordedChecksDigest``), so a lesson folder is the whole of its exercise: copied
/// under a new id, into the course or a pack, it checks with no build of the tool. The
/// harness is the tool's, not a lesson's: its digests are kept here, in the build.
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

  /// SHA-256 (hex) of each harness file under `Lessons/.harness/`, as this build of the tool
  /// ships them.
  package static let shippedHarness = [
    "CheckHarness.swift": "3f9fa6743232ce04fb62daab039816af1060d04e81dae15ecac38f3b2708c8b3"
  ]

  /// The registry of the lesson folders of `lessonsDirectory` as their authors recorded them:
  /// each exercise with the digest its `Checks.sha256` records (the file's own when it records
  /// none; left out when its record is unreadable, so that its check reports the file as
  /// tampered and says why), and the harness as this build ships it.
  package static func recorded(in lessonsDirectory: URL) throws(ExerciseError) -> ExerciseRegistry {
    var entries: [Entry] = []
    for (id, folder) in try ExerciseCatalog.exerciseFolders(in: lessonsDirectory) {
      let checks = FileManager.default.contents(atPath: folder.appendingPathComponent("Checks.swift").path)
      guard let digest = RecordedChecksDigest.read(in: folder).trustedDigest(of: checks) else { continue }
      entries.append(Entry(id: id, checksDigest: digest))
    }
    return ExerciseRegistry(exercises: entries, harness: shippedHarness)
  }
}
