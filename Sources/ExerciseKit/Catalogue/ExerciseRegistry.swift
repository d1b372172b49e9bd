import Foundation

/// The exercises this build of the tool knows, in teaching order, with the SHA-256
/// of each shipped `Checks.swift` and harness file.
///
/// Registering an exercise is adding its line here (see "Add an exercise" in the
/// README). Keeping the digests in the tool rather than in a file beside the
/// exercises is the point: a learner who edits a check would have to edit and
/// rebuild the tool too, so an edited check is reported as
/// ``ExerciseStatus/tampered`` instead of quietly passing.
/// `ExerciseRegistryTests` fails with the lines to paste when a digest is stale.
public struct ExerciseRegistry: Sendable, Equatable {
  /// One registered exercise.
  public struct Entry: Sendable, Equatable {
    /// The exercise id, which is also its folder name under `Exercises/`.
    public var id: String
    /// SHA-256 (hex) of the exercise's `Checks.swift` as shipped.
    public var checksDigest: String

    /// An entry for the exercise `id` whose `Checks.swift` has the SHA-256 `checksDigest`.
    public init(id: String, checksDigest: String) {
      self.id = id
      self.checksDigest = checksDigest
    }
  }

  /// The registered exercises, in teaching order.
  public var exercises: [Entry]
  /// SHA-256 (hex) of each harness file under `Exercises/.harness/`, by file name.
  /// Only these files are compiled, so an added file changes nothing.
  public var harness: [String: String]

  /// A registry of these exercises and harness files.
  public init(exercises: [Entry], harness: [String: String]) {
    self.exercises = exercises
    self.harness = harness
  }

  /// The registry compiled into this build of `lessons`.
  public static let shipped = ExerciseRegistry(
    exercises: [
      Entry(
        id: "init-copy",
        checksDigest: "54a0363e5f0e89d17eb2405264bedf1768d5df2c801d6920dfd81e537cbd579c"),
      Entry(
        id: "binding-by-value",
        checksDigest: "6907d8cf85fc3f6b21a19b4a9900c2382b855711c9c0b4907e63c51888bfc03b"),
      Entry(
        id: "identity-reset",
        checksDigest: "a38e49bcd2f7da7022976d0ff47af90878086345ae9cf8d94b2360b29fe52cca"),
      Entry(
        id: "broad-summary",
        checksDigest: "dcd64c00d010cbf11d00dfd8dd9aa0b1761e0a23dcf7be6cafc2fd1c0f5c1638"),
      Entry(
        id: "observation-granularity",
        checksDigest: "951401d25b3020cde46eac377e8914bb7efaa08acd59f95dd4af4bf70ce42552"),
      Entry(
        id: "costly-state-init",
        checksDigest: "bd51a3330f4df53d76d5eb5ad8936ff658d575a26bec7cb902e54543e68de089"),
      Entry(
        id: "untracked-class",
        checksDigest: "1886fd7752d183b14e5b160e8acd8fdbf42ef328289df6c616d8849599337622"),
      Entry(
        id: "unowned-model",
        checksDigest: "d294adf91c18f1176e24a7764fb70af9f91dbc44f2e2f3d9c60f897e2465b19b"),
      Entry(
        id: "environment-storm",
        checksDigest: "712d317394ca513da4beb8d82904aca8c1a8f79af1bebbd3b84817d20e83fec8"),
      Entry(
        id: "phase-enum",
        checksDigest: "027f4fbbecf9a9c4e06487c7d28c3ee7ab3e288f3492a6f373932ef75f59cfd3"),
      Entry(
        id: "deep-link-desync",
        checksDigest: "a21a5254d978b552a38376be1497a14cdb4d67e523e6ce149fce9eefb7a486d1"),
      Entry(
        id: "derived-state",
        checksDigest: "9828233a5f5e9e2b206df7add5c2ccaa99d10f619b1defec29b03322d52b8f2d"),
      Entry(
        id: "per-element",
        checksDigest: "242f0acc567eaa3e0590443b3da4a230d8c3581d21034ef00ee4ebb23fee6d69"),
      Entry(
        id: "app-wide-store",
        checksDigest: "3c4f7e0641931669e25f3c1210f7dd994e7be6a12386babf986a5831f7fc3e9a"),
      Entry(
        id: "sheet-item",
        checksDigest: "5ccaba6969fdcdb12e0808e493c1b736827f524b632a3f47803bd39957c1e298"),
      Entry(
        id: "navigation-path",
        checksDigest: "eedcc472c986a3cdfb42dfd919d5fd32d7b207b82cb60937c30e6b4860178aef"),
      Entry(
        id: "app-storage",
        checksDigest: "224dffc7f4a1eb84b04c69ccd49348a0902e1a7f5342f616aeffaa40b589d595"),
      Entry(
        id: "focus-state",
        checksDigest: "0ab18c81a543dc7e59165a1f3ca6026027a5491f8397837c27ad81a2e88250c0"),
      Entry(
        id: "task-id-race",
        checksDigest: "2eb5811a3e26213d2906452fb8a6084e7c7fc4776d62d6d8d9463bf31812daeb"),
      Entry(
        id: "main-actor-model",
        checksDigest: "966f5565ca09dfeabbcbede2fbcc75126a3e091c6d12cb5bb3d022f4dccacd8c"),
    ],
    harness: [
      "CheckHarness.swift": "8f6621beb7f076f7f2a0227bbb12aac8f6ca3b1a13c627696c50ff08ab31ba6d"
    ]
  )

  /// A registry that trusts the files as they are now in `exercisesDirectory`
  /// (every exercise folder, sorted by name, and every `.swift` harness file).
  ///
  /// For tests that build throwaway exercises, and for printing the lines to paste
  /// into ``shipped`` after changing a check.
  public static func recording(_ exercisesDirectory: URL) throws(ExerciseError) -> ExerciseRegistry {
    let manager = FileManager.default
    let folders = ((try? manager.contentsOfDirectory(atPath: exercisesDirectory.path)) ?? [])
      .filter { !$0.hasPrefix(".") }
      .filter {
        manager.fileExists(atPath: exercisesDirectory.appendingPathComponent("\($0)/Checks.swift").path)
      }
      .sorted()
    var entries: [Entry] = []
    for id in folders {
      let checks = exercisesDirectory.appendingPathComponent("\(id)/Checks.swift")
      entries.append(Entry(id: id, checksDigest: try digest(of: checks)))
    }
    let harnessDirectory = exercisesDirectory.appendingPathComponent(".harness")
    var harness: [String: String] = [:]
    for name in ((try? manager.contentsOfDirectory(atPath: harnessDirectory.path)) ?? []).sorted()
    where name.hasSuffix(".swift") {
      harness[name] = try digest(of: harnessDirectory.appendingPathComponent(name))
    }
    return ExerciseRegistry(exercises: entries, harness: harness)
  }

  /// This registry as Swift source, ready to paste over ``shipped``'s value.
  public var swiftSource: String {
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
