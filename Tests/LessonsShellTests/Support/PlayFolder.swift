import Foundation
import TestSupport

/// A temporary folder of files to `play`, over the checkout's course as it is.
///
/// `play` reads the project (the runtime's sources, the course it loads at start) and
/// writes nothing to it, so a test that only plays needs no ``ProjectCopy``: a copy writes
/// the course's 800 files, and the play tests made one per play.
struct PlayFolder {
  /// The folder the files go in.
  let folder: URL

  /// An empty folder.
  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-play-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Writes `files` (paths relative to the folder, subfolders made).
  func write(_ files: [String: String]) throws {
    for (name, text) in files {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  /// What the binary needs beside what ``LessonsBinary/run(_:input:environment:)`` gives it (a
  /// state directory of its own): the checkout's project, read only, and this folder's (empty)
  /// workspace.
  var environment: [String: String] {
    [
      "LESSONS_ROOT": SourceTree.root.path,
      "LESSONS_WORKSPACE": folder.appendingPathComponent("Exercises").path,
    ]
  }

  /// Runs `lessons play` with `arguments`, `@/` in them standing for the folder.
  func play(_ arguments: [String]) throws -> LessonsBinary.Result {
    try LessonsBinary.run(
      ["play"] + arguments.map { $0.replacingOccurrences(of: "@/", with: folder.path + "/") },
      environment: environment)
  }

  /// Removes the folder.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes `files` into a fresh folder and plays them with `arguments` (`@/` stands for
  /// the folder), then removes the folder.
  static func play(_ arguments: [String], files: [String: String]) throws -> LessonsBinary.Result {
    let folder = try PlayFolder()
    defer { folder.remove() }
    try folder.write(files)
    return try folder.play(arguments)
  }
}
