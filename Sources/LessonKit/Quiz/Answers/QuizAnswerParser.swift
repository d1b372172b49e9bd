import Foundation
import WorkbenchSupport

/// Turns a typed line into an answer, or a ``QuizInputError`` saying what would work.
package enum QuizAnswerParser {
  /// The option index for `text`: a letter (`b`, `B`, `b)`) or its number (`2`).
  package static func choice(_ text: String, optionCount: Int) throws(QuizInputError) -> Int {
    let last = Character(ChoiceQuestion.letter(optionCount - 1))
    let trimmed = clean(text).lowercased()
    guard !trimmed.isEmpty else { throw .empty(expected: "Answer with a letter a–\(last).") }
    let word = trimmed.hasSuffix(")") || trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed
    if word.count == 1, let scalar = word.unicodeScalars.first, ("a"..."z").contains(scalar) {
      let index = Int(scalar.value - UnicodeScalar("a").value)
      if index < optionCount { return index }
    } else if let number = Int(word), (1...optionCount).contains(number) {
      return number - 1
    }
    throw .notAnOption(clean(text), letters: "a"...last)
  }

  /// The view names in `text`, matched case-insensitively to `known` and spelled as there.
  ///
  /// Names may be separated by commas, spaces or `and`; `none` means no view.
  package static func views(_ text: String, known: [String]) throws(QuizInputError) -> Set<String> {
    let words = clean(text).split { $0 == "," || $0.isWhitespace }.map(String.init)
      .filter { $0.lowercased() != "and" }
    guard !words.isEmpty else {
      throw .empty(expected: "Name views from: \(known.joined(separator: ", ")), or 'none'.")
    }
    if words.count == 1, ["none", "nothing"].contains(words[0].lowercased()) { return [] }
    var names = Set<String>()
    for word in words {
      // `Row()`, `Row.` and `Row;` all name Row: people type views as they would in prose or code.
      var bare = word.hasSuffix("()") ? String(word.dropLast(2)) : word
      while let last = bare.last, ".;:".contains(last) { bare.removeLast() }
      guard let match = known.first(where: { $0.lowercased() == bare.lowercased() }) else {
        throw .unknownView(word, known: known, suggestion: nearest(to: bare, in: known))
      }
      names.insert(match)
    }
    return names
  }

  /// The text a control shows, as typed: spaces around it and one pair of quotes dropped.
  ///
  /// `""` (or `''`) is the empty text, so a field that ends up empty can be answered; a
  /// blank line is still refused, as a Return pressed by accident.
  package static func controlText(_ text: String) throws(QuizInputError) -> String {
    var value = clean(text)
    guard !value.isEmpty else {
      throw .empty(expected: "Type the text the control shows, or \"\" if it shows nothing.")
    }
    if value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" {
      value = String(value.dropFirst().dropLast())
    }
    return value
  }

  /// A free answer to a recall question; `?` stands for "I don't know".
  package static func freeAnswer(_ text: String) throws(QuizInputError) -> String {
    let value = clean(text)
    guard !value.isEmpty else {
      throw .empty(expected: "Type your answer on one line, or '?' to see the model answer.")
    }
    return value
  }

  /// A self-grade: `1`–`4`, `again`/`hard`/`good`/`easy`, or their first letter.
  package static func rating(_ text: String) throws(QuizInputError) -> QuizRating {
    let word = clean(text).lowercased()
    guard !word.isEmpty else {
      throw .empty(expected: "Answer 1 again, 2 hard, 3 good or 4 easy (the number or the word).")
    }
    for (index, rating) in QuizRating.allCases.enumerated()
    where word == "\(index + 1)" || word == rating.rawValue || word == String(rating.rawValue.prefix(1)) {
      return rating
    }
    throw .notARating(clean(text))
  }

  /// An interview level: `0`–`3`, or `not yet`/`none`, `mid`, `senior`, `staff`.
  package static func level(_ text: String) throws(QuizInputError) -> InterviewLevel {
    let word = clean(text).lowercased()
    guard !word.isEmpty else {
      throw .empty(expected: "Answer 0 not yet, 1 mid, 2 senior or 3 staff (the number or the word).")
    }
    let words: [InterviewLevel: [String]] = [
      .notYet: ["0", "not yet", "none", "n"], .mid: ["1", "mid", "mid-level", "m"],
      .senior: ["2", "senior", "s"], .staff: ["3", "staff", "t"],
    ]
    for level in InterviewLevel.allCases where words[level]!.contains(word) {
      return level
    }
    throw .notALevel(clean(text))
  }

  private static func clean(_ text: String) -> String {
    text.trimmingSpacesAndNewlines()
  }

  private static func nearest(to word: String, in names: [String]) -> String? {
    let lowered = word.lowercased()
    if let prefixed = names.first(where: { $0.lowercased().hasPrefix(lowered) }) { return prefixed }
    return Suggestion.nearest(to: word, among: names)
  }
}
