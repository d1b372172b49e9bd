/// The tool's name and version, as `--version` prints them.
public enum ToolInfo {
  /// The executable's name, also the prompt's.
  public static let name = "lessons"
  /// The version `--version` prints.
  public static let version = "0.1.0"
  /// One line that says what the tool is for.
  public static let tagline = "A terminal workbench that teaches SwiftUI state management bug by bug."
}
