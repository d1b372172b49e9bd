/// Why a pack, or a lesson folder in it, cannot be loaded: the file (and line) at fault, and what would work.
package struct PackError: Error, Sendable, Equatable, CustomStringConvertible {
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
