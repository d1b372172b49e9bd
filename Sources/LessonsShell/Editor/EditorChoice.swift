/// The learner's editor: `--editor CMD`, else `$VISUAL`, else `$EDITOR`.
///
/// The command is a shell command line (`code --wait`, `nvim`, `open -a Xcode`): the
/// file's path is added after it as one argument.
struct EditorChoice: Sendable, Equatable {
  /// The command line, as given.
  var command: String
  /// Where it came from, as the learner would name it: `--editor`, `$VISUAL` or `$EDITOR`.
  var source: String

  /// The editor to use, or `nil` when none is configured.
  static func resolve(option: String?, environment: [String: String]) -> EditorChoice? {
    if let option, !option.trimmingCharacters(in: .whitespaces).isEmpty {
      return EditorChoice(command: option, source: EditCommand.Flags.declared.$editor.spelling)
    }
    for name in ["VISUAL", "EDITOR"] {
      if let value = environment[name], !value.trimmingCharacters(in: .whitespaces).isEmpty {
        return EditorChoice(command: value, source: "$\(name)")
      }
    }
    return nil
  }

  /// How to set an editor, for when none is.
  static var howToSetOne: [String] {
    [
      "No editor is set: set $VISUAL or $EDITOR (export EDITOR=nano, export VISUAL='code --wait'),",
      "or pass \(EditCommand.Flags.declared.$editor.spelling) CMD.",
    ]
  }
}
