/// A hint shown by `lessons hint ID`.
public struct HintReveal: Sendable, Equatable {
  /// 1-based number of the hint shown.
  public var number: Int
  /// How many hints the exercise has.
  public var total: Int
  /// The hint's text.
  public var text: String
  /// Whether every hint had already been revealed (the last one is shown again, not counted).
  public var wasAlreadyRevealed: Bool
  /// A notice when the progress file was damaged and set aside.
  public var progressNotice: String?
}
