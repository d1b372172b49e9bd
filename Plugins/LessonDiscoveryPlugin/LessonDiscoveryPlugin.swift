import PackagePlugin

/// Finds the course's lessons in the folders of `Lessons/`, so that adding a lesson is
/// adding its folder.
///
/// Each folder `NN-id/` declares its lesson (`static let lesson = Lesson(id: "id", …)`)
/// in the file named after the lesson's type; `discover-lessons` lists them, in the order
/// of the folders' numbers, as `LessonCatalog.discovered`. There is no list to keep by
/// hand, and a folder whose lesson is missing or named otherwise fails the build with a
/// message that names the folder.
@main
struct LessonDiscoveryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
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
