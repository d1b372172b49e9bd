/// One option of a ``ChoiceQuestion`` and why it is right or wrong.
public struct ChoiceOption: Sendable, Hashable {
  public let text: String
  public let isCorrect: Bool
  /// For a wrong option, why it is wrong; for the right one, why it is right.
  public let why: String

  /// The right option.
  public static func right(_ text: String, because why: String) -> ChoiceOption {
    ChoiceOption(text: text, isCorrect: true, why: why)
  }

  /// A wrong option and what is wrong with it.
  public static func wrong(_ text: String, because why: String) -> ChoiceOption {
    ChoiceOption(text: text, isCorrect: false, why: why)
  }
}
