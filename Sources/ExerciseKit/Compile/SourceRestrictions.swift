/// Attributes a checked file may not use, found in its text before anything compiles.
///
/// Each one lets code escape what the checks can see: `@section`/`@used` put code in
/// `.init_array`, where it runs before `main` and could read the run's secret before
/// the harness does; `@_cdecl`/`@c` export a C symbol (a `write` that edits what the
/// harness sends); `@_silgen_name`/`@_extern` bind to any symbol of the program by its
/// mangled name (the harness's own state included). A SwiftUI file never needs them.
enum SourceRestrictions {
  /// An attribute found, with its 1-based line.
  struct Finding: Equatable {
    var attribute: String
    var line: Int
  }

  /// The attributes refused, spelled without `@`.
  static let forbidden: Set<String> = [
    "section", "_section", "used", "_used", "_cdecl", "cdecl", "c", "_silgen_name", "_extern", "extern",
    "_expose",
  ]

  /// Every forbidden attribute in `source`, outside comments and string literals.
  static func findings(in source: String) -> [Finding] {
    var findings: [Finding] = []
    for (index, line) in strippingCommentsAndStrings(source).split(
      separator: "\n", omittingEmptySubsequences: false
    ).enumerated() {
      var rest = line[...]
      while let at = rest.firstIndex(of: "@") {
        let name = rest[rest.index(after: at)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if forbidden.contains(String(name)) {
          findings.append(Finding(attribute: "@" + name, line: index + 1))
        }
        rest = rest[rest.index(after: at)...]
      }
    }
    return findings
  }

  /// `source` with comments and string literals blanked out, newlines kept (so lines still count).
  static func strippingCommentsAndStrings(_ source: String) -> String {
    var out = ""
    var characters = Array(source)[...]
    var blockDepth = 0
    var inLineComment = false
    var stringDelimiter: String?  // `"` or `"""`, with any leading `#`s of a raw string
    while let character = characters.first {
      let rest = characters
      characters = characters.dropFirst()
      if character == "\n" {
        inLineComment = false
        out.append("\n")
        continue
      }
      if inLineComment { continue }
      if blockDepth > 0 {
        if character == "*", characters.first == "/" {
          blockDepth -= 1
          characters = characters.dropFirst()
        } else if character == "/", characters.first == "*" {
          blockDepth += 1
          characters = characters.dropFirst()
        }
        continue
      }
      if let delimiter = stringDelimiter {
        if character == "\\" {
          characters = characters.dropFirst()
        } else if rest.starts(with: delimiter) {
          characters = rest.dropFirst(delimiter.count)
          stringDelimiter = nil
        }
        continue
      }
      if character == "/", characters.first == "/" {
        inLineComment = true
      } else if character == "/", characters.first == "*" {
        blockDepth = 1
        characters = characters.dropFirst()
      } else if character == "#" || character == "\"" {
        let hashes = rest.prefix { $0 == "#" }
        let afterHashes = rest.dropFirst(hashes.count)
        guard afterHashes.first == "\"" else {
          out.append(character)
          continue
        }
        let quotes = afterHashes.starts(with: "\"\"\"") ? "\"\"\"" : "\""
        stringDelimiter = quotes + String(hashes)
        characters = afterHashes.dropFirst(quotes.count)
        out.append(" ")
      } else {
        out.append(character)
      }
    }
    return out
  }
}
