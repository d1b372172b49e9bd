/// The tool's name and version, as `--version` prints them.
package enum ToolInfo {
  /// The executable's name, also the prompt's.
  package static let name = "lessons"
  /// The version `--version` prints.
  package static let version = "0.1.0"
  /// One line that says what the tool is for.
  package static let tagline = "A terminal workbench that teaches SwiftUI state management bug by bug."
}
