/// Why a lesson folder, or a file in it, cannot be loaded: the file (and line) at fault, and what would work.
///
/// The course's `Lessons/` and a stranger's pack are the same folders read by one loader
/// (`LessonPack` in LessonPacks loads the course as its built-in pack), so their load errors are one type.
package struct LessonFolderError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file or folder at fault, as the user would type it.
  package var path: String
  /// The 1-based line, when one line is at fault.
  package var line: Int?
  /// What is wrong and what would work.
  package var message: String

  package init(path: String, line: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  package var description: String {
    "\(path)\(line.map { ":\($0)" } ?? ""): \(message)"
  }
}
