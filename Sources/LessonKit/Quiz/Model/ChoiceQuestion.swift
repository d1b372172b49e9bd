/// A multiple-choice question with exactly one right option.
package struct ChoiceQuestion: Sendable {
  /// The options, shown as `a)`, `b)`, ... in this order.
  package let options: [ChoiceOption]

  /// - Precondition: exactly one option is correct, and there are two to six options.
  package init(options: [ChoiceOption]) {
    precondition(options.filter(\.isCorrect).count == 1, "a choice question has exactly one right option")
    precondition((2...6).contains(options.count), "a choice question has two to six options")
    self.options = options
  }

  /// The index of the right option.
  package var correctIndex: Int {
    options.firstIndex(where: \.isCorrect)!  // guaranteed by init
  }

  /// The letter of option `index`: 0 is `a`.
  package static func letter(_ index: Int) -> String {
    String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
  }
}
