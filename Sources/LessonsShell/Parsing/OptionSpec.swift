/// A `--name` option of a command: a flag, or an option that takes a value.
package struct OptionSpec: Sendable, Equatable {
  /// The name without dashes: `fixed` for `--fixed`; the key in ``ParsedArguments``.
  package var name: String
  /// The value's kind, or `nil` for a flag.
  package var valueKind: ArgumentKind?
  /// The placeholder for the value in usage (`seconds` in `--timeout <seconds>`).
  package var valueName: String?
  /// One line for `help COMMAND`.
  package var help: String
  /// Whether it may be given more than once, each value kept (`--do A --do B`).
  package var isRepeatable = false

  /// A flag: present or absent.
  package static func flag(_ name: String, help: String) -> Self {
    Self(name: name, valueKind: nil, valueName: nil, help: help)
  }

  /// An option followed by a value: `--count 5` or `--count=5`.
  package static func value(
    _ name: String, kind: ArgumentKind, valueName: String? = nil, help: String
  ) -> Self {
    Self(name: name, valueKind: kind, valueName: valueName ?? kind.defaultValueName, help: help)
  }

  /// An option that may be given several times, every value kept in order (see ``ParsedArguments/values(ofOption:)``).
  package static func repeatable(
    _ name: String, kind: ArgumentKind, valueName: String? = nil, help: String
  ) -> Self {
    var option = value(name, kind: kind, valueName: valueName, help: help)
    option.isRepeatable = true
    return option
  }

  /// `--name` as typed.
  package var spelling: String { "--\(name)" }

  /// `[--fixed]` or `[--timeout <seconds>]`, as shown in usage lines.
  var usage: String {
    if let valueName { "[\(spelling) <\(valueName)>\(isRepeatable ? " ..." : "")]" } else { "[\(spelling)]" }
  }
}
