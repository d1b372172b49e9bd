/// The project's one reading of Swift source at the level of comments and string
/// literals: what is code, and what is text the compiler does not read as code.
///
/// Modelled on The Swift Programming Language's lexical structure (comments, string
/// literals, extended string delimiters) and SE-0200 (raw strings):
///
/// - `//` comments end at a newline; `/* */` comments nest;
/// - a single-line string (`"`) ends at its closing quote or, unterminated, at the end
///   of its line (the compiler's error then points there, and the next line is code);
/// - a multi-line string (`"""`) spans lines to its closing `"""`;
/// - with `n` `#`s (`#"…"#`), a string closes only at a quote followed by `n` `#`s, and
///   a backslash escapes only when followed by `n` `#`s (`#"\"#` is one backslash);
/// - an interpolation (`\(…)`, `\#(…)` in raw strings) is code again, to its matching
///   parenthesis, and may hold strings of its own.
///
/// - a regular-expression literal (SE-0354) is kept as code, but nothing in it opens a
///   string or a comment: `#/…/#` (any number of `#`s, multi-line when `#/` ends its
///   line) always, and a bare `/…/` where the compiler reads one (swift-syntax's
///   `RegexLiteralLexer`): a `/` not bound to what is before its operator, not after
///   `func` or `operator`, followed by no space, closing on its line, with balanced
///   parentheses, no space before its closing `/` and no `/` or `*` after it. (A
///   file the compiler reads otherwise does not compile, and is never run.)
///
/// Keeping a literal's text as code can only find more, never hide code: a pattern that
/// spells `@_cdecl` is refused, which no SwiftUI file needs.
enum SwiftCodeBlanker {
  /// `source` with every comment and the contents of every string literal replaced by
  /// spaces; newlines, code, the interpolated code and the quote characters are kept,
  /// so that lines still count and a string still reads as one.
  static func blank(_ source: String) -> String {
    var reader = Reader(Array(source))
    reader.code(untilParenthesisCloses: false)
    return String(reader.output)
  }

  /// The characters Swift's operators are made of (the ASCII ones).
  static let operatorCharacters: Set<Character> = [
    "/", "=", "-", "+", "!", "*", "%", "<", ">", "&", "|", "^", "~", "?",
  ]

  private struct Reader {
    let characters: [Character]
    var index = 0
    var output: [Character] = []

    init(_ characters: [Character]) {
      self.characters = characters
      output.reserveCapacity(characters.count)
    }

    func peek(_ offset: Int = 0) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }

    func matches(_ text: String, at offset: Int = 0) -> Bool {
      var position = index + offset
      for character in text {
        guard position < characters.count, characters[position] == character else { return false }
        position += 1
      }
      return true
    }

    mutating func keep() {
      output.append(characters[index])
      index += 1
    }

    mutating func blankOne() {
      output.append(characters[index] == "\n" ? "\n" : " ")
      index += 1
    }

    /// Reads code; inside an interpolation, up to and including its closing parenthesis.
    mutating func code(untilParenthesisCloses: Bool) {
      var depth = 0
      while let character = peek() {
        if character == "/" && peek(1) == "/" {
          while let next = peek(), next != "\n" { blankOne() }
        } else if character == "/" && peek(1) == "*" {
          blockComment()
        } else if character == "\"" || (character == "#" && startsString()) {
          string()
        } else if character == "#" && startsExtendedRegex() {
          extendedRegex()
        } else if character == "/", let length = bareRegexLength() {
          for _ in 0..<length { keep() }
        } else if untilParenthesisCloses && character == "(" {
          depth += 1
          keep()
        } else if untilParenthesisCloses && character == ")" {
          keep()
          if depth == 0 { return }
          depth -= 1
        } else {
          keep()
        }
      }
    }

    /// Whether the `#`s here open a raw string (rather than `#if`, `#selector`…).
    func startsString() -> Bool {
      var offset = 0
      while peek(offset) == "#" { offset += 1 }
      return peek(offset) == "\""
    }

    /// Whether the `#`s here open an extended regex literal (`#/…/#`).
    func startsExtendedRegex() -> Bool {
      var offset = 0
      while peek(offset) == "#" { offset += 1 }
      return peek(offset) == "/"
    }

    /// Keeps an extended regex literal, to its `/` and as many `#`s as opened it; a
    /// single-line one ends with its line.
    mutating func extendedRegex() {
      var hashes = 0
      while peek() == "#" {
        hashes += 1
        keep()
      }
      keep()  // The `/`.
      var offset = 0
      while peek(offset) == " " || peek(offset) == "\t" { offset += 1 }
      let multiline = peek(offset) == "\n" || peek(offset) == "\r"
      let closing = "/" + String(repeating: "#", count: hashes)
      while let character = peek() {
        if matches(closing) {
          for _ in closing { keep() }
          return
        }
        if character == "\n" && !multiline { return }
        if character == "\\" && peek(1) != nil && peek(1) != "\n" { keep() }
        keep()
      }
    }

    /// The length of the bare regex literal (`/…/`) that starts at this `/`, or `nil`
    /// when the compiler reads an operator here.
    func bareRegexLength() -> Int? {
      // The operator this `/` is part of starts where the run of operator characters before it does.
      var start = output.count
      while start > 0, SwiftCodeBlanker.operatorCharacters.contains(output[start - 1]) { start -= 1 }
      // Bound to what is before it: an operator on its left operand.
      if start > 0, !" \t\n\r([{,;:".contains(output[start - 1]) { return nil }
      var before = start
      while before > 0, output[before - 1] == " " || output[before - 1] == "\t" || output[before - 1] == "\n"
      {
        before -= 1
      }
      var word = before
      while word > 0, output[word - 1].isLetter || output[word - 1].isNumber || output[word - 1] == "_" {
        word -= 1
      }
      if ["func", "operator"].contains(String(output[word..<before])) { return nil }
      var end = 1
      while let next = peek(end), SwiftCodeBlanker.operatorCharacters.contains(next) { end += 1 }
      let rightBound = peek(end).map { !" \t\n\r)]},;:".contains($0) } ?? false
      // Spaced like a binary operator: a regex only right after another operator (and
      // then one that opens with a space does not compile).
      let mustBeRegex =
        !rightBound && before > 0 && SwiftCodeBlanker.operatorCharacters.contains(output[before - 1])
      guard rightBound || mustBeRegex else { return nil }
      if !mustBeRegex, peek(1) == " " || peek(1) == "\t" { return nil }
      var offset = 1
      var groups = 0
      var classes = 0
      var lastSpace: Int?
      while let character = peek(offset) {
        if character == "/" {
          if let after = peek(offset + 1), after == "/" || after == "*" {
            return mustBeRegex ? offset + 1 : nil
          }
          if !mustBeRegex, lastSpace == offset - 1 { return nil }
          return offset + 1
        }
        switch character {
        case "\n", "\r": return mustBeRegex ? offset : nil
        case "\\":
          guard let escaped = peek(offset + 1), escaped != "\n", escaped != "\r" else {
            return mustBeRegex ? offset + 1 : nil
          }
          offset += 1
        case "(" where classes == 0: groups += 1
        case ")" where classes == 0:
          if groups == 0 && !mustBeRegex { return nil }
          groups = max(0, groups - 1)
        case "[": classes += 1
        case "]": classes = max(0, classes - 1)
        case " ", "\t": lastSpace = offset
        default: break
        }
        offset += 1
      }
      return mustBeRegex ? offset : nil
    }

    mutating func blockComment() {
      var depth = 0
      while peek() != nil {
        if matches("/*") {
          depth += 1
          blankOne()
          blankOne()
        } else if matches("*/") {
          depth -= 1
          blankOne()
          blankOne()
          if depth == 0 { return }
        } else {
          blankOne()
        }
      }
    }

    mutating func string() {
      var hashes = 0
      while peek() == "#" {
        hashes += 1
        keep()
      }
      let multiline = matches("\"\"\"")
      let quote = multiline ? "\"\"\"" : "\""
      for _ in quote { keep() }
      let closing = quote + String(repeating: "#", count: hashes)
      let escape = "\\" + String(repeating: "#", count: hashes)
      while let character = peek() {
        if matches(closing) {
          for _ in closing { keep() }
          return
        }
        if character == "\n" && !multiline { return }  // Unterminated: the line ends it.
        if matches(escape) {
          let after = peek(escape.count)
          if after == "(" {
            for _ in escape { blankOne() }
            keep()
            code(untilParenthesisCloses: true)
            continue
          }
          for _ in escape { blankOne() }
          // The escaped character (a quote, a backslash, `n`, `u{…}`'s `u`) is text;
          // an escaped newline (a multi-line string's line continuation) stays a newline.
          if after != nil { blankOne() }
          continue
        }
        blankOne()
      }
    }
  }
}
