/// Splits a shell line into words with shell-like quoting.
///
/// ```swift
/// try LineTokenizer.tokenize(#"type Title "Two words" it\'s"#)
/// // ["type", "Title", "Two words", "it's"]
/// ```
/// - Whitespace separates words; `"..."` and `'...'` group them (`""` is an empty word).
/// - Inside double quotes a backslash escapes `"` and `\` only; single quotes are literal.
/// - Outside quotes a backslash escapes any character.
/// - `#` at the start of a word begins a comment (handy in piped scripts).
package enum LineTokenizer {
  /// Why a line does not split into words.
  package enum Failure: Error, Sendable, Equatable {
    /// A quote (`"` or `'`) opened and never closed.
    case unterminatedQuote(Character)
    /// The line ends with a backslash that escapes nothing.
    case danglingBackslash
  }

  /// Where scanning stopped: what completion needs to know about the last word.
  package struct Scan: Sendable, Equatable {
    /// The finished words.
    package var words: [String]
    /// The word being typed at the end of the line, if the line does not end in whitespace.
    package var partial: String?
    /// The quote still open at the end of the line, if any.
    package var openQuote: Character?
    /// Whether the line ends with a backslash that escapes nothing.
    package var endsWithBackslash: Bool
    /// Where the partial word starts, in characters from the start of the line.
    package var partialStart: Int?
  }

  /// The words of a complete line.
  package static func tokenize(_ line: String) throws(Failure) -> [String] {
    let scan = scan(line)
    if let quote = scan.openQuote { throw .unterminatedQuote(quote) }
    if scan.endsWithBackslash { throw .danglingBackslash }
    return scan.words + (scan.partial.map { [$0] } ?? [])
  }

  /// Scans a line that may be incomplete (the text left of the cursor, for completion).
  package static func scan(_ line: String) -> Scan {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaping = false
    var wordStart = 0

    for (offset, character) in line.enumerated() {
      if escaping {
        current.append(character)
        escaping = false
        continue
      }
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("\"", "\\"):
        escaping = true
      case (.some, _):
        current.append(character)
      case (nil, "\\"):
        if !inWord { wordStart = offset }
        escaping = true
        inWord = true
      case (nil, "'"), (nil, "\""):
        if !inWord { wordStart = offset }
        quote = character
        inWord = true
      case (nil, "#") where !inWord:
        return Scan(
          words: words, partial: nil, openQuote: nil, endsWithBackslash: false, partialStart: nil)
      case (nil, _) where character.isWhitespace:
        if inWord {
          words.append(current)
          current = ""
          inWord = false
        }
      default:
        if !inWord { wordStart = offset }
        current.append(character)
        inWord = true
      }
    }
    let hasPartial = inWord || quote != nil
    return Scan(
      words: words, partial: hasPartial ? current : nil, openQuote: quote,
      endsWithBackslash: escaping, partialStart: hasPartial ? wordStart : nil)
  }
}
