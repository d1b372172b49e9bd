/// An option of the tool itself rather than of a command (`lessons --no-color list`): each is
/// spelled here only, and the parser, the help page and the pack loader name it by its case.
package enum GlobalOption: String, CaseIterable, Sendable {
  /// Print each piped line before its output.
  case echo = "--echo"
  /// Help for the tool, or for the command it follows.
  case help = "--help"
  /// No colour.
  case noColor = "--no-color"
  /// Output for a screen reader (implies `--no-color`).
  case plain = "--plain"
  /// The version.
  case version = "--version"
  /// A folder of lesson folders to load beside the course; read before parsing (``PackSources``).
  case pack = "--pack"

  /// The short spelling of ``help``.
  static let shortHelp = "-h"

  /// `--name` as typed.
  package var spelling: String { rawValue }

  /// The flags about output, taken out of a line wherever they stand before `--`.
  static let displayFlags: [GlobalOption] = [.noColor, .echo, .plain]
}
