/// A `--name` option of a command: a flag, or an option that takes a value.
public struct OptionSpec: Sendable, Equatable {
  /// The name without dashes: `fixed` for `--fixed`; the key in ``ParsedArguments``.
  public var name: String
  /// The value's kind, or `nil` for a flag.
  public var valueKind: ArgumentKind?
  /// The placeholder for the value in usage (`seconds` in `--timeout <seconds>`).
  public var valueName: String?
  /// One line for `help COMMAND`.
  public var help: String
  /// Whether it may be given more than once, each value kept (`--do A --do B`).
  public var isRepeatable = false

  /// A flag: present or absent.
  public static func flag(_ name: String, help: String) -> Self {
    Self(name: name, valueKind: nil, valueName: nil, help: help)
  }

  /// An option followed by a value: `--count 5` or `--count=5`.
  public static func value(
    _ name: String, kind: ArgumentKind, valueName: String? = nil, help: String
  ) -> Self {
    Self(name: name, valueKind: kind, valueName: valueName ?? kind.defaultValueName, help: help)
  }

  /// An option that may be given several times, every value kept in order (see ``ParsedArguments/values(ofOption:)``).
  public static func repeatable(
    _ name: String, kind: ArgumentKind, valueName: String? = nil, help: String
  ) -> Self {
    var option = value(name, kind: kind, valueName: valueName, help: help)
    option.isRepeatable = true
    return option
  }

  /// `--name` as typed.
  public var spelling: String { "--\(name)" }

  /// `[--fixed]` or `[--timeout <seconds>]`, as shown in usage lines.
  var usage: String {
    if let valueName { "[\(spelling) <\(valueName)>\(isRepeatable ? " ..." : "")]" } else { "[\(spelling)]" }
  }
}
