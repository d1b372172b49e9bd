import PackagePlugin

/// Embeds a target's Swift sources as string literals.
///
/// Lessons show their broken and fixed code to the learner. Embedding the
/// very files that are compiled means the code shown is the code that runs:
/// there is no display copy that could drift.
@main
struct EmbedSourcesPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
      .sorted { $0.path < $1.path }
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
