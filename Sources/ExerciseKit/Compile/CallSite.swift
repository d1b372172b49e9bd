import Foundation

/// The call a compile error points into, read from its source line: the name called, whether
/// it is a member (`.searchable(`) or a type's initialiser (`Stepper(`), and its argument
/// labels, so a note can name the form (`.searchable(text:isPresented:)`) instead of the
/// first SwiftUI type on the line.
struct CallSite: Equatable {
  /// The function, member or type called (`searchable`, `Stepper`).
  let name: String
  /// Whether it is called as a member (`.searchable(…)`), not as a type or a function.
  let isMember: Bool
  /// The argument labels, `_` for an unlabelled argument, in order.
  let labels: [String]

  /// The call as Swift's documentation spells it: `.searchable(text:isPresented:)`, `Stepper(_:value:)`.
  var signature: String {
    (isMember ? "." : "") + name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  /// The innermost call whose parentheses hold the 1-based `column` of `line`, if any.
  ///
  /// Strings are skipped (a parenthesis inside quotes is text); a trailing closure is not
  /// part of the arguments, as Swift's documentation leaves it out of the name too unless
  /// labelled.
  static func enclosing(column: Int, in line: String) -> CallSite? {
    let characters = Array(line)
    guard column >= 1 else { return nil }
    let position = min(column - 1, characters.count)
    // The open parentheses before the position that are still open there.
    var open: [Int] = []
    var inString = false
    var index = 0
    while index < position {
      let character = characters[index]
      if character == "\"" && (index == 0 || characters[index - 1] != "\\") { inString.toggle() }
      if !inString {
        if character == "(" { open.append(index) } else if character == ")" { _ = open.popLast() }
      }
      index += 1
    }
    for start in open.reversed() {
      guard let (name, isMember) = callee(before: start, in: characters) else { continue }
      return CallSite(name: name, isMember: isMember, labels: labels(after: start, in: characters))
    }
    return nil
  }

  /// The identifier just before the parenthesis at `start`, and whether a `.` precedes it.
  private static func callee(before start: Int, in characters: [Character]) -> (String, Bool)? {
    var end = start
    while end > 0, characters[end - 1] == " " { end -= 1 }
    var begin = end
    while begin > 0,
      characters[begin - 1].isLetter || characters[begin - 1].isNumber || characters[begin - 1] == "_"
    {
      begin -= 1
    }
    guard begin < end, let first = characters[begin...].first, first.isLetter || first == "_" else {
      return nil
    }
    let name = String(characters[begin..<end])
    return (name, begin > 0 && characters[begin - 1] == ".")
  }

  /// The argument labels of the call whose `(` is at `start`, up to its `)` or the line's end.
  private static func labels(after start: Int, in characters: [Character]) -> [String] {
    var labels: [String] = []
    var depth = 0
    var inString = false
    var argumentStart = start + 1
    var index = start + 1
    func finishArgument(at end: Int) {
      let text = String(characters[argumentStart..<end]).trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty else { return }
      if let colon = text.firstIndex(of: ":"),
        !text[..<colon].contains(where: { !($0.isLetter || $0.isNumber || $0 == "_") }),
        !text[..<colon].isEmpty
      {
        labels.append(String(text[..<colon]))
      } else {
        labels.append("_")
      }
    }
    while index < characters.count {
      let character = characters[index]
      if character == "\"" && characters[index - 1] != "\\" { inString.toggle() }
      if !inString {
        if character == "(" || character == "[" || character == "{" {
          depth += 1
        } else if character == ")" || character == "]" || character == "}" {
          if depth == 0 {
            finishArgument(at: index)
            return labels
          }
          depth -= 1
        } else if character == ",", depth == 0 {
          finishArgument(at: index)
          argumentStart = index + 1
        }
      }
      index += 1
    }
    finishArgument(at: characters.count)
    return labels
  }
}
