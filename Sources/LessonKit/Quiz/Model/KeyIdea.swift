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
  package func isNamed(in text: String) -> Bool {
    let lowered = text.lowercased()
    return words.contains { lowered.contains($0) }
  }
}
