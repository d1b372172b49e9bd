/// One option of a ``ChoiceQuestion`` and why it is right or wrong.
package struct ChoiceOption: Sendable, Hashable {
  package let text: String
  package let isCorrect: Bool
  /// For a wrong option, why it is wrong; for the right one, why it is right.
  package let why: String

  /// The right option.
  package static func right(_ text: String, because why: String) -> ChoiceOption {
    ChoiceOption(text: text, isCorrect: true, why: why)
  }

  /// A wrong option and what is wrong with it.
  package static func wrong(_ text: String, because why: String) -> ChoiceOption {
    ChoiceOption(text: text, isCorrect: false, why: why)
  }
}
