/// Facts read from a verified `Checks.swift`'s text.
enum CheckSource {
  /// The names of the checks the file declares, in order: each `Check("…")`'s literal.
  ///
  /// The tool expects exactly one result for each of these and no other: read from
  /// the shipped file (its digest was just verified), not from the program, whose
  /// messages a learner's code might imitate. Lines that are `//` comments (a doc
  /// example) are skipped; a check's name must be a plain literal on the line of its `Check(`.
  static func checkNames(in source: String) -> [String] {
    var names: [String] = []
    let code = source.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") }.joined(separator: "\n")
    var rest = Substring(code)
    while let range = rest.range(of: "Check(\"") {
      var name = ""
      var index = range.upperBound
      var escaped = false
      while index < rest.endIndex {
        let character = rest[index]
        index = rest.index(after: index)
        if escaped {
          switch character {
          case "n": name.append("\n")
          case "t": name.append("\t")
          default: name.append(character)
          }
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          break
        } else {
          name.append(character)
        }
      }
      names.append(name)
      rest = rest[index...]
    }
    return names
  }
}
