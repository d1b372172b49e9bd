import Foundation
import TestSupport

/// A copy of the project's exercises in a temporary folder, for tests that edit
/// learner files: `LESSONS_ROOT` points the binary at it.
///
/// The exercises are copied byte for byte (the binary's registry must recognise the
/// checks), the runtime's sources are a symlink, and the runtime cache is the one the
/// ExerciseKit tests share (``ScratchProject``), so the runtime module is built once per test run.
struct ProjectCopy {
  let root: URL
  let home: URL

  init() throws {
    let manager = FileManager.default
    root = manager.temporaryDirectory.appendingPathComponent("lessons-project-\(UUID().uuidString)")
    home = LessonsBinary.temporaryHome()
    try ScratchProject.layOut(at: root)
    try manager.createDirectory(at: home, withIntermediateDirectories: true)
    try manager.copyItem(
      at: SourceTree.url("Exercises"), to: root.appendingPathComponent("Exercises"))
  }

  /// What the binary needs to work on this copy.
  var environment: [String: String] {
    [
      "LESSONS_ROOT": root.path, "LESSONS_HOME": home.path,
      "LESSONS_CACHE": ScratchProject.sharedCache.path,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
  }

  /// The learner's file of the exercise `id`.
  func learnerFile(_ id: String) throws -> URL {
    let folder = root.appendingPathComponent("Exercises/\(id)")
    guard
      let name = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .first(where: { $0.hasSuffix(".swift") && $0 != "Checks.swift" })
    else { throw CocoaError(.fileNoSuchFile) }
    return folder.appendingPathComponent(name)
  }

  /// Puts the reference solution in the learner's file of `id`.
  func solve(_ id: String) throws {
    let file = try learnerFile(id)
    let solution = root.appendingPathComponent("Exercises/\(id)/.solution/\(file.lastPathComponent)")
    try Data(contentsOf: solution).write(to: file)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.removeItem(at: home)
  }
}
