/// Output for a screen reader or a dumb terminal (`--plain`, `TERM=dumb`): no mark, symbol or
/// box drawing carries meaning alone.
///
/// The log's marks at the start of a line (after its indent) become words (`⚡` is
/// `invalidated:`, `·` is `skipped:`, `└` goes where the line says `pass N` already), ✓ and ✗ become `ok:` and `FAILS:`, arrows become `->`,
/// and box drawing becomes ASCII (`│` is `|`, `─` is `-`). ASCII marks (`=`, `+`, `-`, `~`,
/// `!`) are already characters a reader speaks, and their lines say in words what they are.
package enum PlainText {
  /// Marks that start a line, and the word each becomes.
  static let leadingWords: [Character: String] = [
    "⚡": "invalidated:", "≠": "inputs differ:", "·": "skipped:", "▴": "appeared:", "▾": "disappeared:",
    "↳": "reaction:", "⋯": "lazy rows:", "└": "", "▸": "action:", "»": "logged:",
    "✓": "ok:", "✗": "FAILS:", "✔": "ok:", "✘": "FAILS:",
  ]

  /// Characters replaced anywhere in a line.
  static let replacements: [Character: String] = [
    "│": "|", "─": "-", "┃": "|", "━": "-", "├": "|", "┤": "|", "└": "`", "┘": "'", "┌": ",", "┐": ",",
    "┬": "+", "┴": "+", "┼": "+", "╭": ",", "╮": ",", "╰": "`", "╯": "'", "→": "->", "←": "<-",
    "✓": "ok", "✗": "FAILS", "✔": "ok", "✘": "FAILS", "▸": ">", "▴": "^", "▾": "v", "…": "...",
  ]

  /// Whether output should be plain: asked for with `--plain`, or written to a terminal that
  /// says it shows no more than text (`TERM=dumb`). `TERM` describes the terminal, so it says
  /// nothing of output that goes to a pipe or a file.
  package static func isWanted(flag: Bool, environment: [String: String], isTerminal: Bool) -> Bool {
    flag || (isTerminal && environment["TERM"] == "dumb")
  }

  /// `text`, each line made plain.
  package static func plain(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { plainLine(String($0)) }
      .joined(separator: "\n")
  }

  private static func plainLine(_ line: String) -> String {
    let indent = line.prefix { $0 == " " }
    var rest = Substring(line.dropFirst(indent.count))
    var out = String(indent)
    if let first = rest.first, let word = leadingWords[first],
      rest.dropFirst().first == " " || rest.count == 1
    {
      // An empty word: the line says what it is already (`└ pass 2: …` reads `pass 2: …`).
      out += word
      rest = word.isEmpty ? rest.dropFirst().drop { $0 == " " } : rest.dropFirst()
    }
    for character in rest {
      if let replacement = replacements[character] {
        out += replacement
      } else {
        out.append(character)
      }
    }
    return out
  }
}
