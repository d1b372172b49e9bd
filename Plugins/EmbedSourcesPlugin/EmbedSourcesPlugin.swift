import Foundation
import PackagePlugin

/// Embeds a target's Swift sources, and its lesson folders' text, as string literals.
///
/// Lessons show their broken and fixed code to the learner. Embedding the
/// very files that are compiled means the code shown is the code that runs:
/// there is no display copy that could drift. A lesson folder's text files
/// (`lesson.md`, `scenario.play`, `quiz.json`) are embedded beside them, so the
/// shipped course reads its text from the files an author edits; `Package.swift`
/// excludes them from compilation, so they are found here by name.
@main
struct EmbedSourcesPlugin: BuildToolPlugin {
  /// The text files of a lesson folder that the catalog reads.
  static let lessonTextFiles = ["lesson.md", "scenario.play", "quiz.json"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let swift = target.sourceFiles(withSuffix: "swift").map(\.url)
    let sources = (swift + lessonTexts(in: target.directoryURL, compiling: swift)).sorted {
      $0.path < $1.path
    }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSources.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(sources.count) source files of \(target.name)",
        executable: try context.tool(named: "embed-sources").url,
        arguments: [output.path, target.directoryURL.path] + sources.map(\.path),
        inputFiles: sources,
        outputFiles: [output]
      )
    ]
  }

  /// The lesson text files one folder below `directory` (`15-sheet-item/lesson.md`), of the
  /// folders whose Swift the target compiles: a folder loaded at run time (Package.swift
  /// leaves it out whole) is read from disk by the tool, not embedded.
  private func lessonTexts(in directory: URL, compiling swift: [URL]) -> [URL] {
    let manager = FileManager.default
    let compiled = Set(swift.map { $0.deletingLastPathComponent().standardizedFileURL.path })
    let folders = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
    return folders.filter {
      !$0.hasPrefix(".") && compiled.contains(directory.appending(path: $0).standardizedFileURL.path)
    }.flatMap { folder in
      Self.lessonTextFiles.map { directory.appending(path: folder).appending(path: $0) }
        .filter { manager.fileExists(atPath: $0.path) }
    }
  }
}
