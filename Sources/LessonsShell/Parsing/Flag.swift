/// A `--name` flag declared as a `Bool` property of ``ParsableOptions``: present or absent.
///
/// ```swift
/// @Flag(help: "Run the fixed version.") var fixed: Bool
/// ```
@propertyWrapper
package struct Flag: Decodable, Sendable, OptionDeclaration {
  /// Whether the flag was given.
  package var wrappedValue: Bool
  /// Its name, for messages: `$fixed.spelling` is `--fixed`.
  package var projectedValue: OptionName
  /// One line for `help COMMAND`.
  let help: String

  /// A declaration; the parser fills the value.
  package init(help: String) {
    self.wrappedValue = false
    self.projectedValue = OptionName(key: "")
    self.help = help
  }

  package init(from decoder: any Decoder) throws {
    let key = try OptionDecoder.key(of: decoder)
    wrappedValue = try OptionDecoder.arguments(of: decoder).flag(key)
    projectedValue = OptionName(key: key)
    help = ""
  }

  func spec(key: String) -> OptionSpec {
    .flag(key, help: help)
  }
}
