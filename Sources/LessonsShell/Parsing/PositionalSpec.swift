/// A positional argument of a command: `ID` in `show ID`.
package struct PositionalSpec: Sendable, Equatable {
  /// How many values the argument takes.
  package enum Arity: Sendable, Equatable {
    case required
    case optional
    /// Zero or more; only the last positional may be variadic.
    case variadic
  }

  /// The key for ``ParsedArguments/positional(_:)`` and the placeholder in usage (`<id>`).
  package var name: String
  /// What the value holds, for validation and completion.
  package var kind: ArgumentKind
  /// Whether it is required, optional or variadic.
  package var arity: Arity
  /// One line for `help COMMAND`.
  package var help: String
  /// When missing, use the lesson opened with `open ID` (if any) instead of failing.
  package var defaultsToOpenLesson: Bool

  /// A positional named `name` (shown as `<name>`).
  package init(
    _ name: String, kind: ArgumentKind, arity: Arity = .required, help: String,
    defaultsToOpenLesson: Bool = false
  ) {
    self.name = name
    self.kind = kind
    self.arity = arity
    self.help = help
    self.defaultsToOpenLesson = defaultsToOpenLesson
  }

  /// A lesson id that falls back to the open lesson.
  package static func lessonID(arity: Arity = .required) -> Self {
    Self(
      "id", kind: .lessonID, arity: arity,
      help: "A lesson id (see 'list'). Defaults to the lesson opened with 'open'.",
      defaultsToOpenLesson: true)
  }

  /// An exercise id that falls back to the open lesson's exercise.
  package static func exerciseID(arity: Arity = .required) -> Self {
    Self(
      "id", kind: .exerciseID, arity: arity,
      help: "An exercise id (see 'list'). Defaults to the lesson opened with 'open'.",
      defaultsToOpenLesson: true)
  }

  /// `<id>`, `[<id>]` or `[<id> ...]`, as shown in usage lines.
  var usage: String {
    switch arity {
    case .required: "<\(name)>"
    case .optional: "[<\(name)>]"
    case .variadic: "[<\(name)> ...]"
    }
  }
}
