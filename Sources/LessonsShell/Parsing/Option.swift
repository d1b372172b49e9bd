/// A `--name value` option declared as a typed property of ``ParsableOptions``.
///
/// The value's type says how it reads (``OptionValue``): an optional is absent when not
/// given, an array is repeatable (`--do A --do B`).
///
/// ```swift
/// @Option(kind: .timeoutSeconds, help: "Give up after this long.") var timeout: Double?
/// @Option(kind: .text, valueName: "command", help: "Run this command; repeatable.") var `do`: [String]
/// ```
@propertyWrapper
package struct Option<Value: OptionValue>: Decodable, OptionDeclaration {
  /// The value given, or the type's value when none was.
  package var wrappedValue: Value
  /// Its name, for messages: `$timeout.spelling` is `--timeout`.
  package var projectedValue: OptionName
  /// What the value holds, for validation and completion.
  let kind: ArgumentKind
  /// The placeholder in usage, else the kind's.
  let valueName: String?
  /// One line for `help COMMAND`.
  let help: String

  /// A declaration; the parser fills the value.
  package init(kind: ArgumentKind, valueName: String? = nil, help: String) {
    self.wrappedValue = Value(optionValues: [])
    self.projectedValue = OptionName(key: "")
    self.kind = kind
    self.valueName = valueName
    self.help = help
  }

  package init(from decoder: any Decoder) throws {
    let key = try OptionDecoder.key(of: decoder)
    let arguments = try OptionDecoder.arguments(of: decoder)
    let given =
      Value.isRepeatable ? arguments.values(ofOption: key) : (arguments.option(key).map { [$0] } ?? [])
    wrappedValue = Value(optionValues: given)
    projectedValue = OptionName(key: key)
    kind = .text
    valueName = nil
    help = ""
  }

  func spec(key: String) -> OptionSpec {
    Value.isRepeatable
      ? .repeatable(key, kind: kind, valueName: valueName, help: help)
      : .value(key, kind: kind, valueName: valueName, help: help)
  }
}

extension Option: Sendable where Value: Sendable {}

/// A type an ``Option`` can hold, read from the values given (validated for the option's kind).
package protocol OptionValue {
  /// Whether every value given is kept (`[String]`), rather than one.
  static var isRepeatable: Bool { get }
  /// The value of the words given for the option, in order; none when it was not given.
  init(optionValues: [String])
}

extension OptionValue {
  package static var isRepeatable: Bool { false }
}

extension Optional: OptionValue where Wrapped: LosslessStringConvertible {
  package init(optionValues: [String]) {
    self = optionValues.last.flatMap(Wrapped.init)
  }
}

extension Array: OptionValue where Element == String {
  package static var isRepeatable: Bool { true }

  package init(optionValues: [String]) {
    self = optionValues
  }
}
