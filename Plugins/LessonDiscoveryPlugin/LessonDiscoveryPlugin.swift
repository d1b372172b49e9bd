import Foundation
import PackagePlugin

/// Finds the course's lessons in the folders of `Lessons/`, so that adding a lesson is
/// adding its folder.
///
/// Each folder `NN-id/` holds its `lesson.md` (whose header gives `id: id`) and declares
/// the rest of its lesson (`static let lesson = LessonDeclaration(…)`) in the Swift file
/// named after the lesson's type; `discover-lessons` lists them, in the order
/// of the folders' numbers, as `LessonCatalog.discovered`. There is no list to keep by
/// hand, and a folder whose lesson is missing or named otherwise fails the build with a
/// message that names the folder.
@main
struct LessonDiscoveryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // `lesson.md` is excluded from compilation (Package.swift), so it is found by name.
    let manager = FileManager.default
    // A folder loaded at run time (its Swift declares a scenario, and Package.swift leaves it
    // out whole) has no Swift here, and is no lesson of this target.
    let swift = target.sourceFiles(withSuffix: "swift").map(\.url)
    let compiled = Set(swift.map { $0.deletingLastPathComponent().standardizedFileURL.path })
    let folders = (try? manager.contentsOfDirectory(atPath: target.directoryURL.path)) ?? []
    let documents = folders.map { target.directoryURL.appending(path: $0) }
      .filter { compiled.contains($0.standardizedFileURL.path) }
      .map { $0.appending(path: "lesson.md") }
      .filter { manager.fileExists(atPath: $0.path) }
    let sources = (swift + documents).sorted { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "DiscoveredLessons.swift")
    return [
      .buildCommand(
        displayName: "Discovering the lessons of \(target.name)",
        executable: try context.tool(named: "discover-lessons").url,
        arguments: [output.path, target.directoryURL.path] + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [output]
      )
    ]
  }
}
