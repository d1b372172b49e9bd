extension CommandParser {
  /// Parses one line of a `play` script or a `--do`; `nil` for a blank or comment line.
  ///
  /// The line splits into words as the shell splits what is typed at it (``LineTokenizer``).
  ///
  /// - Parameter line: the 1-based line number in a script, or the `--do` position, for errors.
  package static func parse(_ text: String, line: Int) throws(CommandError) -> Command? {
    let words: [String]
    do {
      words = try LineTokenizer.tokenize(text)
    } catch .unterminatedQuote(let quote) {
      throw .malformed(line: line, text: text, reason: "the \(quote) opened in it is never closed.")
    } catch {
      throw .malformed(line: line, text: text, reason: "it ends with a backslash that escapes nothing.")
    }
    return try parse(words: words, line: line)
  }

  /// Parses a script's text: one command per line, `#` comments and blank lines skipped.
  package static func parseScript(_ text: String) throws(CommandError) -> [Command] {
    var commands: [Command] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let command = try parse(String(line), line: index + 1) { commands.append(command) }
    }
    return commands
  }
}
