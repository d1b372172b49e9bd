/// An answer the quiz could not accept; it re-asks after saying why.
///
/// All wording lives in ``description``: it quotes what was typed and says what works.
package enum QuizInputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing (or only spaces) was typed where an answer was due.
  case empty(expected: String)
  /// A choice answer that is not one of the letters shown.
  case notAnOption(String, letters: ClosedRange<Character>)
  /// A view name that is not in the snippet.
  case unknownView(String, known: [String], suggestion: String?)
  /// A self-grade that is not one of the four ratings.
  case notARating(String)
  /// An interview level that is not one of the four.
  case notALevel(String)

  package var description: String {
    switch self {
    case .empty(let expected):
      return "No answer given. \(expected)"
    case .notAnOption(let text, let letters):
      return
        "'\(text)' is not one of the options. Answer with a letter \(letters.lowerBound)–\(letters.upperBound)."
    case .unknownView(let name, let known, let suggestion):
      let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
      return "'\(name)' is not a view in the snippet.\(hint) "
        + "Name views from: \(known.joined(separator: ", ")) (comma- or space-separated), or 'none'."
    case .notARating(let text):
      return "'\(text)' is not a rating. Answer 1 again, 2 hard, 3 good or 4 easy (the number or the word)."
    case .notALevel(let text):
      return
        "'\(text)' is not a level. Answer 0 not yet, 1 mid, 2 senior or 3 staff (the number or the word)."
    }
  }
}
