/// A hint shown by `lessons hint ID`.
package struct HintReveal: Sendable, Equatable {
  /// 1-based number of the hint shown.
  package var number: Int
  /// How many hints the exercise has.
  package var total: Int
  /// The hint's text.
  package var text: String
  /// Whether every hint had already been revealed (the last one is shown again, not counted).
  package var wasAlreadyRevealed: Bool
  /// A notice when the progress file was damaged and set aside.
  package var progressNotice: String?
}
