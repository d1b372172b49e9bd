/// Spells a completion so it survives ``LineTokenizer`` as one word.
enum CompletionQuoting {
  /// `word` as it should appear on the line, continuing an open quote if there is one.
  ///
  /// `Buy now` becomes `Buy\ now`, or `"Buy now"` after an opening `"`.
  static func spell(_ word: String, openQuote: Character?) -> String {
    switch openQuote {
    case "\"":
      return "\"" + word.replacingAll(["\\": "\\\\", "\"": "\\\""]) + "\""
    case "'" where !word.contains("'"):
      return "'" + word + "'"
    default:
      return word.replacingAll(["\\": "\\\\", " ": "\\ ", "\"": "\\\"", "'": "\\'", "\t": "\\\t", "#": "\\#"])
    }
  }
}

extension String {
  fileprivate func replacingAll(_ replacements: [Character: String]) -> String {
    var result = ""
    for character in self {
      result += replacements[character] ?? String(character)
    }
    return result
  }
}
