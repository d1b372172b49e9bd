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
/// Regular-expression literals are read as code.
enum SwiftCodeBlanker {
  /// `source` with every comment and the contents of every string literal replaced by
  /// spaces; newlines, code, the interpolated code and the quote characters are kept,
  /// so that lines still count and a string still reads as one.
  static func blank(_ source: String) -> String {
    var reader = Reader(Array(source))
    reader.code(untilParenthesisCloses: false)
    return reader.output
  }

  private struct Reader {
    let characters: [Character]
    var index = 0
    var output = ""

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
