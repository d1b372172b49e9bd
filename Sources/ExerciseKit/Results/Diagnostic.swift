/// One compiler error, mapped back to the file the learner sees.
package struct Diagnostic: Sendable, Codable, Equatable {
  /// Which file the error is in, from the learner's point of view.
  package enum Origin: String, Sendable, Codable {
    /// The learner's own file.
    case learnerFile = "learner-file"
    /// The exercise's `Checks.swift`: usually a name the checks use was renamed or removed.
    case checks
    /// The shared check harness or the generated entry point.
    case harness
    /// No file (a linker or driver error).
    case tool
  }

  /// Which file it is in.
  package var origin: Origin
  /// The path to show: the learner's real file, never the temporary copy that was compiled.
  package var file: String
  /// 1-based line, 0 when the compiler gave none.
  package var line: Int
  /// 1-based column, 0 when the compiler gave none.
  package var column: Int
  /// `error` or `warning`.
  package var severity: String
  /// The compiler's message.
  package var message: String
  /// The source line the error points at, when known.
  package var sourceLine: String?

  /// A diagnostic at `file:line:column`.
  package init(
    origin: Origin, file: String, line: Int, column: Int, severity: String, message: String,
    sourceLine: String? = nil
  ) {
    self.origin = origin
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
    self.sourceLine = sourceLine
  }
}
