import Foundation
import PackagePlugin

/// Finds the course's exercises in the lesson folders of `Lessons/`, so that adding an
/// exercise is adding its lesson folder's `exercise/`.
///
/// Each `exercise/` records the SHA-256 of its `Checks.swift` in `Checks.sha256` (a line of
/// `sha256sum`); `discover-exercises` lists them, in the order of the folders'
/// numbers, as `ExerciseRegistry.discoveredExercises`. The digest is read from that file,
/// not computed from `Checks.swift`, so a build never trusts an edited check: editing one
/// takes editing its digest and building the tool again, and `lessons check` reports it as
/// tampered otherwise. A folder whose `exercise/` has no `Checks.sha256` fails the build
/// with a message that names it and says how to write it.
@main
struct ExerciseDiscoveryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let lessons = context.package.directoryURL.appending(path: "Lessons")
    let manager = FileManager.default
    let folders = (try? manager.contentsOfDirectory(atPath: lessons.path)) ?? []
    let exercises = folders.filter { !$0.hasPrefix(".") }.sorted().map {
      lessons.appending(path: $0).appending(path: "exercise")
    }.filter { folder in
      var isDirectory: ObjCBool = false
      return manager.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
    // A missing digest file is not an input (SwiftPM wants inputs to exist); the folder
    // is still an argument, so the tool names it.
    let digests = exercises.map { $0.appending(path: "Checks.sha256") }.filter {
      manager.fileExists(atPath: $0.path)
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "DiscoveredExercises.swift")
    return [
      .buildCommand(
        displayName: "Discovering the exercises of Lessons/ for \(target.name)",
        executable: try context.tool(named: "discover-exercises").url,
        arguments: [output.path, lessons.path] + exercises.map(\.path),
        inputFiles: digests,
        outputFiles: [output]
      )
    ]
  }
}
