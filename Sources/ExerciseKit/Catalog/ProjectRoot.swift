import Foundation

/// Finds the lessons project on disk: the folder holding `Package.swift` and `Lessons/`
/// (whose lesson folders hold the exercises and whose `.harness/` the check harness).
///
/// Looked for, in order: `$LESSONS_ROOT`; the current directory and each of its
/// parents; the folder this file was compiled from (so an installed `lessons` still
/// finds the checkout it was built from).
package enum ProjectRoot {
  /// The project folder, or ``ExerciseError/projectRootNotFound(lookedIn:)`` naming every place tried.
  package static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    currentDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(ExerciseError) -> URL {
    var lookedIn: [String] = []
    if let explicit = environment["LESSONS_ROOT"], !explicit.isEmpty {
      let url = URL(fileURLWithPath: explicit, isDirectory: true).standardizedFileURL
      if isProject(url) { return url }
      // An explicit setting that is wrong should not be silently replaced by a guess.
      throw .projectRootNotFound(lookedIn: ["\(url.path) (from LESSONS_ROOT)"])
    }
    var directory = URL(fileURLWithPath: currentDirectory, isDirectory: true).standardizedFileURL
    while true {
      if isProject(directory) { return directory }
      lookedIn.append(directory.path)
      let parent = directory.deletingLastPathComponent()
      if parent.path == directory.path { break }
      directory = parent
    }
    let built = builtFrom()
    if isProject(built) { return built }
    lookedIn.append("\(built.path) (where lessons was built)")
    throw .projectRootNotFound(lookedIn: lookedIn)
  }

  /// Whether `url` has both `Package.swift` and a `Lessons` folder.
  static func isProject(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    let manager = FileManager.default
    return manager.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
      && manager.fileExists(atPath: url.appendingPathComponent("Lessons").path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  // This file is Sources/ExerciseKit/Catalog/ProjectRoot.swift: four levels below the root.
  private static func builtFrom() -> URL {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.standardizedFileURL
  }
}
