/// The tool's name and version, as `--version` prints them.
public enum ToolInfo {
  public static let name = "lessons"
  public static let version = "0.1.0"
  /// One line that says what the tool is for.
  public static let tagline = "A terminal workbench that teaches SwiftUI state management bug by bug."
}
