/// The arguments of one invocation, checked against the command's ``ArgumentSpec``.
///
/// Values are already validated for their kind: a `.positiveInteger` value
/// parses, a `.lessonID` exists in the catalog.
package struct ParsedArguments: Sendable, Equatable {
  /// Positional values by name; a variadic positional may hold several.
  package var positionals: [String: [String]]
  /// The flags that were given, by name without dashes.
  package var flags: Set<String>
  /// Option values by name without dashes (the last one, for a repeatable option).
  package var options: [String: String]
  /// Every value of each repeatable option, in the order given.
  package var repeatedOptions: [String: [String]] = [:]
  /// The words after the command, as typed (`--` and options aside), for a spec that
  /// ``ArgumentSpec/passesWordsThrough``; empty otherwise.
  package var words: [String] = []

  /// Arguments as given; the parser builds these, tests may too.
  package init(
    positionals: [String: [String]] = [:], flags: Set<String> = [], options: [String: String] = [:]
  ) {
    self.positionals = positionals
    self.flags = flags
    self.options = options
  }

  /// The value of a required positional, which the parser guarantees; `command` names it in
  /// the error should a caller ask for one the spec does not require.
  package func required(_ name: String, of command: String) throws(ShellError) -> String {
    guard let value = positional(name) else { throw .missingArgument(command: command, name: name) }
    return value
  }

  /// The value of a single positional, if given.
  package func positional(_ name: String) -> String? {
    positionals[name]?.first
  }

  /// All values of a (variadic) positional, in order.
  package func values(_ name: String) -> [String] {
    positionals[name] ?? []
  }

  /// Whether `--name` was given.
  package func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The value of `--name`, if given.
  package func option(_ name: String) -> String? {
    options[name]
  }

  /// Every value of the repeatable option `--name`, in order.
  package func values(ofOption name: String) -> [String] {
    repeatedOptions[name] ?? []
  }
}
