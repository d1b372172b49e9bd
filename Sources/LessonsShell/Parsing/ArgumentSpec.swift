/// Everything a command accepts after its name: positionals in order, then options.
///
/// ```swift
/// struct Flags: ParsableOptions {
///   @Flag(help: "Run the fixed version.") var fixed: Bool
/// }
/// ArgumentSpec(positionals: [.lessonID()], options: Flags.self)
/// ```
package struct ArgumentSpec: Sendable, Equatable {
  /// Positional arguments in the order they are typed.
  package var positionals: [PositionalSpec]
  /// `--name` options, accepted anywhere after the command.
  package var options: [OptionSpec]
  /// Whether the words after the command go, as typed, to a parser of their own
  /// (``ParsedArguments/words``): a scenario verb's go to `CommandParser`, once. The
  /// positionals then only name them for usage, help and Tab completion.
  package var passesWordsThrough = false

  /// A command that takes nothing.
  package static let none = ArgumentSpec()

  /// A spec; only the last positional may be variadic.
  package init(positionals: [PositionalSpec] = [], options: [OptionSpec] = []) {
    precondition(
      positionals.dropLast().allSatisfy { $0.arity != .variadic },
      "only the last positional may be variadic")
    self.positionals = positionals
    self.options = options
  }

  /// A spec whose words go as typed to a parser of their own; `positionals` name them for
  /// usage, help and Tab completion.
  package static func wordsFor(_ positionals: [PositionalSpec]) -> ArgumentSpec {
    var spec = ArgumentSpec(positionals: positionals)
    spec.passesWordsThrough = true
    return spec
  }

  /// The option spelled `--name`, if any.
  func option(spelled spelling: String) -> OptionSpec? {
    options.first { $0.spelling == spelling }
  }
}
