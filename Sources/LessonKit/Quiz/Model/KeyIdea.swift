/// One idea an interview answer at some level brings in, and the words that
/// usually name it.
///
/// Matching words tells the learner which ideas their answer *mentions*, never
/// whether it is right or what level it reached: an off-topic answer can
/// contain "identity" and still say nothing about identity.
///
/// ```swift
/// KeyIdea("state belongs to an identity", words: ["identity", ".id("])
/// ```
package struct KeyIdea: Sendable, Hashable {
  /// The idea in a few words, as the learner reads it.
  package let summary: String
  /// Lower-case words or phrases that name the idea.
  package let words: [String]

  package init(_ summary: String, words: [String]) {
    self.summary = summary
    self.words = words.map { $0.lowercased() }
  }

  /// Whether `text` uses one of the idea's words.
  ///
  /// A word matches where a word of `text` starts, never inside one (`own` is not in
  /// "known"). A Swift name, a word that starts with `@` or `.` (`@state`, `.id`), matches
  /// only whole: `@StateObject` does not name `@state`. Other words may be stems, matching
  /// the words they begin (`migrat` names "migrate" and "migration").
  package func isNamed(in text: String) -> Bool {
    let lowered = text.lowercased()
    return words.contains { Self.uses($0, in: lowered) }
  }

  private static func uses(_ word: String, in text: String) -> Bool {
    guard let first = word.first, let last = word.last else { return false }
    let isSwiftName = first == "@" || first == "."
    var searched = text.startIndex..<text.endIndex
    while let found = text.range(of: word, range: searched) {
      let startsAWord =
        !isWordCharacter(first) || found.lowerBound == text.startIndex
        || !isWordCharacter(text[text.index(before: found.lowerBound)])
      let endsAWord =
        !isSwiftName || !isWordCharacter(last) || found.upperBound == text.endIndex
        || !isWordCharacter(text[found.upperBound])
      if startsAWord && endsAWord { return true }
      searched = text.index(after: found.lowerBound)..<text.endIndex
    }
    return false
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
