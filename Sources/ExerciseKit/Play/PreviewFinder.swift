import Foundation

/// The previews a SwiftUI file declares, `#Preview` macros and `PreviewProvider` types, and
/// the rewrite that makes each `#Preview` a function the play driver can call.
///
/// Real SwiftUI files end with `#Preview { ContentView(model: .sample) }`: the view as its
/// author meant it to be shown, arguments included. `play` mounts that.
///
/// Why a rewrite and not a macro: SwiftUI's `#Preview` expands, at file scope, to a type
/// with a unique name that only Xcode's preview registry finds, and a freestanding macro
/// at file scope cannot introduce a name the generated `main.swift` could call. So the
/// copy that is compiled (never the learner's file) has each `#Preview(…) {` header
/// replaced, on the same lines, by `@MainActor @ViewBuilder func __lessonsPreview_L12()
/// -> some View {`: the body is SwiftUI's `@ContentBuilder` closure body, which a view
/// builder accepts (one view, or `let`s and a `return`). The macro's arguments (a
/// name, traits) are read here and not compiled. The same rewrite lets `check`
/// compile an exercise file that has a preview.
enum PreviewFinder {
  /// One preview.
  struct Preview: Equatable {
    enum Kind: Equatable {
      /// `#Preview` (named by its string argument, if any).
      case macro
      /// A `PreviewProvider` type (named by the type).
      case provider
    }

    var kind: Kind
    /// The macro's name argument, or the provider's type name; `nil` for an unnamed `#Preview`.
    var name: String?
    /// The 1-based line of the `#Preview` or of the provider's declaration.
    var line: Int

    /// How the learner refers to it: its name, else "line N".
    var label: String { name ?? "line \(line)" }

    /// The Swift expression that builds its view, from the rewritten file.
    var expression: String {
      switch kind {
      case .macro: return "\(PreviewFinder.functionPrefix)\(line)()"
      case .provider: return "\(name ?? "").previews"
      }
    }

    /// Whether `requested` (a `--preview` value) names this preview: its name, `line N` or `N`.
    func matches(_ requested: String) -> Bool {
      let trimmed = requested.trimmingCharacters(in: .whitespaces)
      return trimmed == name || trimmed == "line \(line)" || trimmed == String(line)
    }
  }

  static let functionPrefix = "__lessonsPreview_L"

  /// A `#Preview` header found in the code: where it starts and where its body's `{` is.
  private struct Header {
    var start: Int
    var brace: Int
    var line: Int
    var name: String?
  }

  /// Every preview of `source`, in the order they appear.
  static func previews(in source: String) -> [Preview] {
    let characters = Array(source)
    let code = Array(RootViewFinder.blankingCommentsAndStrings(source))
    var found = headers(in: code, source: characters).map {
      (offset: $0.start, preview: Preview(kind: .macro, name: $0.name, line: $0.line))
    }
    let pattern = #"\b(?:struct|enum|class)\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^{]*)\{"#
    if let regex = try? NSRegularExpression(pattern: pattern) {
      let text = String(code) as NSString
      for match in regex.matches(in: text as String, range: NSRange(location: 0, length: text.length)) {
        let conformances = text.substring(with: match.range(at: 2)).split(whereSeparator: {
          ",& \n\t".contains($0)
        })
        guard conformances.contains(where: { $0 == "PreviewProvider" || $0.hasSuffix(".PreviewProvider") })
        else { continue }
        let line = text.substring(to: match.range.location).filter { $0 == "\n" }.count + 1
        found.append(
          (
            match.range.location,
            Preview(kind: .provider, name: text.substring(with: match.range(at: 1)), line: line)
          ))
      }
    }
    return found.sorted { $0.offset < $1.offset }.map(\.preview)
  }

  /// `source` with each `#Preview(…) {` header replaced by a function header, line for line.
  static func rewritingMacros(_ source: String) -> String {
    let characters = Array(source)
    let code = Array(RootViewFinder.blankingCommentsAndStrings(source))
    var result = ""
    var position = 0
    for header in headers(in: code, source: characters) {
      result += String(characters[position..<header.start])
      let newlines = characters[header.start..<header.brace].filter { $0 == "\n" }.count
      result +=
        "@MainActor @ViewBuilder func \(functionPrefix)\(header.line)() -> some View "
        + String(repeating: "\n", count: newlines) + "{"
      position = header.brace + 1
    }
    result += String(characters[position...])
    return result
  }

  /// The ranges of the previews' bodies in `code` (comments and strings blanked), from the
  /// `#Preview` or the provider's declaration to its closing brace: uses of a view there
  /// do not make it a part of another view.
  static func previewRegions(in code: String) -> [Range<Int>] {
    let characters = Array(code)
    var regions = headers(in: characters, source: characters).compactMap { header in
      closingBrace(in: characters, from: header.brace).map { header.start..<($0 + 1) }
    }
    let pattern = #"\b(?:struct|enum|class)\s+[A-Za-z_][A-Za-z0-9_]*\s*:\s*[^{]*PreviewProvider[^{]*\{"#
    if let regex = try? NSRegularExpression(pattern: pattern) {
      let text = code as NSString
      for match in regex.matches(in: code, range: NSRange(location: 0, length: text.length)) {
        // NSString offsets are UTF-16: map to character offsets through the prefix.
        let prefix = text.substring(to: match.range.location).count
        let brace = prefix + text.substring(with: match.range).count - 1
        if let end = closingBrace(in: characters, from: brace) { regions.append(prefix..<(end + 1)) }
      }
    }
    return regions
  }

  private static func headers(in code: [Character], source: [Character]) -> [Header] {
    var headers: [Header] = []
    let marker = Array("#Preview")
    var index = 0
    while index + marker.count <= code.count {
      guard Array(code[index..<index + marker.count]) == marker,
        index + marker.count == code.count
          || !(code[index + marker.count].isLetter
            || code[index + marker.count].isNumber || code[index + marker.count] == "_")
      else {
        index += 1
        continue
      }
      var cursor = index + marker.count
      var name: String?
      skipSpace(code, &cursor)
      if cursor < code.count, code[cursor] == "(" {
        guard let close = matching(code, from: cursor, open: "(", close: ")") else { break }
        name = firstStringArgument(source, from: cursor + 1, to: close, code: code)
        cursor = close + 1
        skipSpace(code, &cursor)
      }
      if cursor < code.count, code[cursor] == "{" {
        let line = code[..<index].filter { $0 == "\n" }.count + 1
        headers.append(Header(start: index, brace: cursor, line: line, name: name))
      }
      index = cursor
    }
    return headers
  }

  /// The text of a string literal that is the first argument, unlabelled, between `start` and `end`.
  private static func firstStringArgument(
    _ source: [Character], from start: Int, to end: Int, code: [Character]
  )
    -> String?
  {
    var cursor = start
    skipSpace(code, &cursor)
    guard cursor < end, code[cursor] == "\"" else { return nil }
    var close = cursor + 1
    while close < end, code[close] != "\"" { close += 1 }
    guard close < end else { return nil }
    return String(source[(cursor + 1)..<close])
  }

  private static func skipSpace(_ code: [Character], _ cursor: inout Int) {
    while cursor < code.count, code[cursor].isWhitespace { cursor += 1 }
  }

  private static func matching(_ code: [Character], from start: Int, open: Character, close: Character)
    -> Int?
  {
    var depth = 0
    for index in start..<code.count {
      if code[index] == open { depth += 1 }
      if code[index] == close {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  private static func closingBrace(in code: [Character], from brace: Int) -> Int? {
    matching(code, from: brace, open: "{", close: "}")
  }
}
