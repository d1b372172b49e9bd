import Foundation
import LessonsProtocol

/// The exercises this build of the tool knows, in teaching order, with the SHA-256
/// of each shipped `Checks.swift` and harness file.
///
/// Registering an exercise is adding its line here (see "Add an exercise" in the
/// README). Keeping the digests in the tool rather than in a file beside the
/// exercises is the point: a learner who edits a check would have to edit and
/// rebuild the tool too, so an edited check is reported as
/// ``ExerciseStatus/tampered`` instead of quietly passing.
/// `ExerciseRegistryTests` fails with the lines to paste when a digest is stale.
package struct ExerciseRegistry: Sendable, Equatable {
  /// One registered exercise.
  package struct Entry: Sendable, Equatable {
    /// The exercise id, which is also its lesson's: `sheet-item` for `Lessons/15-sheet-item/exercise/`.
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

  /// The registry compiled into this build of `lessons`.
  package static let shipped = ExerciseRegistry(
    exercises: [
      Entry(
        id: "init-copy",
        checksDigest: "321b2abf771088b2d9bee8416ca10bd44c6a1cd6afb6dab9d712b98f1715983d"),
      Entry(
        id: "binding-by-value",
        checksDigest: "aa04b5a1c5c929ccf2e43bcbc734b5311f6c23d2b8d3559d32f3d04a760f26f0"),
      Entry(
        id: "identity-reset",
        checksDigest: "0727e1a38b5c0b9f5d1b0f480f215281bb0742da4569b8101f51f91493e2cfbf"),
      Entry(
        id: "broad-summary",
        checksDigest: "c6572eb17651ad1f99ba6ea5364a4644f403c97b22da21082b4fe2682ec4c0dd"),
      Entry(
        id: "observation-granularity",
        checksDigest: "ca62b01106cbc9796d0dd69610dc82f702b41e2d1b662589ae198ce47f20dab3"),
      Entry(
        id: "costly-state-init",
        checksDigest: "6e5f317d603f84e0c64648591d02863e20f9a1e2917519d179450c42df3719d8"),
      Entry(
        id: "untracked-class",
        checksDigest: "6c7f28b88fd08c5fd8537e573581febd82ebd2f0388d746ef06e0c579afcc475"),
      Entry(
        id: "unowned-model",
        checksDigest: "8a0007a9c6af046f6568c80e1a8e44aee21f3e1a18b8bccead19c064e24909e9"),
      Entry(
        id: "environment-storm",
        checksDigest: "fa1a516dec090f7c1953ea2f91868daf2ded39c3c9cbbd0a34b22527767fae3e"),
      Entry(
        id: "phase-enum",
        checksDigest: "a0e15a8ac00c1eda96c657411874dca04acfa1d1b1e1cae354cd23879f32cc38"),
      Entry(
        id: "deep-link-desync",
        checksDigest: "d581f000f4f56446ff01dd16abb8d151548bc9ed3a0c260fcbe5b482e7cca0bb"),
      Entry(
        id: "derived-state",
        checksDigest: "c49798fe85015a86d4bbf3c9d795168df18f8c35e6f638956c2ba21f3e9d624e"),
      Entry(
        id: "per-element",
        checksDigest: "0217acdc7fc4c2a35e9702b8480107374b11bf092754c020cdadb7f30ce8d220"),
      Entry(
        id: "app-wide-store",
        checksDigest: "6cf6f2fcd97d4c47d88a4b48f83b17e07d21b0279010bd9e78c9499db98e4d83"),
      Entry(
        id: "sheet-item",
        checksDigest: "9ee1a02bf9995a83f1c33b8a7cdd7bd310af5b4ace8108dc8f2b3d5086ef1413"),
      Entry(
        id: "navigation-path",
        checksDigest: "56b52757808ed36f6854b248df8c2ac5f35f46a71a7aace5eb1803a29671439c"),
      Entry(
        id: "app-storage",
        checksDigest: "cd0bee323b65ec7d8f8e4a087947029d1b561ab78d1721d5da942f505f30d4ef"),
      Entry(
        id: "focus-state",
        checksDigest: "8d329722ea6c6a498c0359cee98c58a4a68c8b6e01f6c290dede48cf64f736b6"),
      Entry(
        id: "task-id-race",
        checksDigest: "6021a72fb0d0d9c21a7f10f04a0236e657c483245a81816380b4d98af597d749"),
      Entry(
        id: "main-actor-model",
        checksDigest: "8398aa016d2202aa72c8c0e1b61f7e56c5dd6fc1e41d8e11f83fea0f8db84316"),
      Entry(
        id: "onchange-semantics",
        checksDigest: "cb5d5c48c3a61a4a4834b5229e6e0514ec62a7fbf51723301dcb31fc07950580"),
      Entry(
        id: "foreach-indices",
        checksDigest: "a3f676a2be3e9f8a38202b7b3dd5d0ba10df7032992a84bf7947c6aa7e35f8ab"),
      Entry(
        id: "observation-outside-views",
        checksDigest: "a74f8f34f83be86a59bd56e2796ddff124dbaa89e7629d89f95f44694dbd4244"),
      Entry(
        id: "tab-lifetime",
        checksDigest: "3c18b3cfac1bc064f05fc77de646e71adc6a42862b9ec366c6f9077daebf5daf"),
    ],
    harness: [
      "CheckHarness.swift": "3f9fa6743232ce04fb62daab039816af1060d04e81dae15ecac38f3b2708c8b3"
    ]
  )

  /// A registry that trusts the files as they are now in `lessonsDirectory` (the
  /// `exercise/` of every lesson folder that has a `Checks.swift`, in lesson order, and
  /// every `.swift` file of `.harness/`).
  ///
  /// For tests that build throwaway exercises, and for printing the lines to paste
  /// into ``shipped`` after changing a check.
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

  /// This registry as Swift source, ready to paste over ``shipped``'s value.
  package var swiftSource: String {
    let entries = exercises.map {
      "      Entry(\n        id: \"\($0.id)\",\n        checksDigest: \"\($0.checksDigest)\"),"
    }
    let files = harness.keys.sorted().map { "      \"\($0)\": \"\(harness[$0]!)\"," }
    return """
      ExerciseRegistry(
          exercises: [
      \(entries.joined(separator: "\n"))
          ],
          harness: [
      \(files.joined(separator: "\n"))
          ]
        )
      """
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
