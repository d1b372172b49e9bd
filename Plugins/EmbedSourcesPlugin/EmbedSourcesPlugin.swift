import Foundation
import PackagePlugin

/// Embeds a target's Swift sources as string literals.
///
/// `LessonsProtocol` embeds its own sources, from which the runtime cache builds the
/// children's copy of the protocol: a child then speaks the protocol the tool was built
/// with, and there is no second copy of it that could drift.
@main
struct EmbedSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
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
}
