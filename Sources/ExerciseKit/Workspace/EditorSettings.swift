import Foundation

/// What a language server needs to type-check the workspace against the cached runtime:
/// `Exercises/compile_flags.txt`.
///
/// sourcekit-lsp (6.x) reads a `compile_flags.txt` for every Swift file in its folder and
/// below, whether the editor opened `Exercises/` itself or the whole checkout (it searches
/// up from the file). Unlike `compile_commands.json`, which lists files one by one, it
/// needs no rewrite when a learner's file first appears. The flags name the runtime's
/// folder in the cache, whose name is the cache key: they are written again whenever the
/// key changes (``ExerciseWorkbench/prepareRuntime(events:compileTimeout:cancellation:)``).
package enum EditorSettings {
  /// The file's name.
  package static let fileName = "compile_flags.txt"

  /// The flags, one per line: the runtime module's folder, and the macro plugin when built.
  package static func flags(for runtime: RuntimeModule) -> [String] {
    ["-I", runtime.directory.path] + runtime.pluginArguments
  }

  /// Writes `compile_flags.txt` into `workspace` unless it already says exactly this;
  /// returns whether it wrote. Failing to write is not an error for a check: only the
  /// editor would miss it, so the caller may ignore the throw.
  @discardableResult
  package static func write(for runtime: RuntimeModule, in workspace: ExerciseWorkspace) throws(ExerciseError)
    -> Bool
  {
    let file = workspace.folder.appendingPathComponent(fileName)
    let text = flags(for: runtime).joined(separator: "\n") + "\n"
    if (try? String(contentsOf: file, encoding: .utf8)) == text { return false }
    do {
      try FileManager.default.createDirectory(at: workspace.folder, withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file, options: .atomic)
    } catch {
      throw .fileAccess(path: file.path, reason: (error as NSError).localizedDescription)
    }
    return true
  }
}
