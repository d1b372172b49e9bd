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

  /// The option spelled `--name`, if any.
  func option(spelled spelling: String) -> OptionSpec? {
    options.first { $0.spelling == spelling }
  }
}
