import Foundation

/// Turns `swiftc`'s LLVM-style output into ``Diagnostic`` values at the learner's paths.
///
/// Lines look like `/tmp/lessons-check-…/NoteEditor.swift:12:5: error: cannot find 'x' in scope`;
/// source excerpts and carets that follow are dropped (the report prints its own).
struct DiagnosticParser {
  /// A compiled copy and what to call it in the report.
  struct FileMapping {
    var compiledPath: String
    var displayPath: String
    var origin: Diagnostic.Origin
    /// The lines of the file as the learner sees it, to quote the offending line.
    var lines: [Substring]
  }

  let files: [FileMapping]
  /// Where a diagnostic at a path none of ``files`` has goes: the learner's file, when the
  /// compile read nothing else (a `#sourceLocation` names any file it likes); `nil` when
  /// such a diagnostic is the tool's.
  var otherFiles: FileMapping? = nil

  /// The errors in `output`; warnings are dropped unless `includeWarnings`.
  func parse(_ output: String, includeWarnings: Bool = false) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for line in output.split(separator: "\n") {
      guard let diagnostic = parseLine(line) else { continue }
      if diagnostic.severity == "error" || (includeWarnings && diagnostic.severity == "warning") {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
      }
    }
    return diagnostics
  }

  private func parseLine(_ line: Substring) -> Diagnostic? {
    for severity in ["error", "warning"] {
      guard let marker = line.range(of: ": \(severity): ") else { continue }
      let location = line[..<marker.lowerBound]
      let message = String(line[marker.upperBound...])
      // `path:line:column`, where the path itself may contain colons.
      let parts = location.split(separator: ":", omittingEmptySubsequences: false)
      if parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]),
        let column = Int(parts[parts.count - 1])
      {
        let path = parts.dropLast(2).joined(separator: ":")
        if let file = files.first(where: { $0.compiledPath == path }) {
          let source =
            lineNumber >= 1 && lineNumber <= file.lines.count ? String(file.lines[lineNumber - 1]) : nil
          return Diagnostic(
            origin: file.origin, file: file.displayPath, line: lineNumber, column: column, severity: severity,
            message: message, sourceLine: source)
        }
        if let owner = otherFiles {
          // The line is the directive's, not the file's: said, not quoted.
          return Diagnostic(
            origin: owner.origin, file: owner.displayPath, line: 0, column: 0, severity: severity,
            message:
              "\(message) (reported at \(path):\(lineNumber), a place a `#sourceLocation` in the file named)")
        }
        return Diagnostic(
          origin: .tool, file: path, line: lineNumber, column: column, severity: severity, message: message)
      }
      if location.isEmpty || location.hasSuffix("error") || !location.contains("/") {
        return Diagnostic(origin: .tool, file: "", line: 0, column: 0, severity: severity, message: message)
      }
      return Diagnostic(
        origin: .tool, file: String(location), line: 0, column: 0, severity: severity, message: message)
    }
    if line.hasPrefix("error: ") {
      return Diagnostic(
        origin: .tool, file: "", line: 0, column: 0, severity: "error", message: String(line.dropFirst(7)))
    }
    return nil
  }
}
