import WorkbenchSupport

/// Renders a command's usage line and its `--help` page from its ``ArgumentSpec``.
@MainActor
struct UsageFormatter {
  var mode: ShellMode

  /// `lessons run <id> [--fixed] [--step]` (without `lessons ` inside the shell or for shell-only commands).
  func usage(of command: any ShellCommand) -> String {
    // A shell-only command is never typed after `lessons`, so its usage never shows it.
    let prefix = command.scope == .shellOnly ? "" : mode.commandPrefix
    let parts =
      [prefix + command.name]
      + command.arguments.positionals.map(\.usage)
      + command.arguments.options.map(\.usage)
    return parts.joined(separator: " ")
  }

  /// The full help page for `command`, as lines.
  func help(for command: any ShellCommand, width: Int) -> [String] {
    var lines = ["Usage: " + usage(of: command), ""]
    lines += TextWrapper(width: width).wrap(command.summary)
    if !command.discussion.isEmpty {
      lines.append("")
      lines += TextWrapper(width: width).wrap(command.discussion)
    }
    if !command.aliases.isEmpty {
      lines += ["", "Also: " + command.aliases.joined(separator: ", ")]
    }
    let arguments = command.arguments.positionals.map { ("<\($0.name)>", $0.help) }
    if !arguments.isEmpty {
      lines += ["", "Arguments:"] + table(arguments, width: width)
    }
    var options = command.arguments.options.map { option in
      (option.valueName.map { "\(option.spelling) <\($0)>" } ?? option.spelling, option.help)
    }
    options.append(("\(GlobalOption.shortHelp), \(GlobalOption.help.spelling)", "Show this help."))
    lines += ["", "Options:"] + table(options, width: width)
    if command.scope == .shellOnly {
      lines += ["", "Works only inside the shell (start it with 'lessons')."]
    }
    return lines
  }

  /// Two columns: names padded to a common width, descriptions wrapped beside them.
  ///
  /// - Parameter nameWidth: the name column's width; by default the longest name's (at most 24).
  func table(_ rows: [(String, String)], width: Int, nameWidth: Int? = nil) -> [String] {
    let nameWidth = nameWidth ?? min(rows.map { $0.0.count }.max() ?? 0, 24)
    let indent = String(repeating: " ", count: 2 + nameWidth + 2)
    var lines: [String] = []
    for (name, text) in rows {
      let head = "  " + name + String(repeating: " ", count: max(0, nameWidth - name.count))
      if name.count > nameWidth {
        lines.append(head)
        lines += TextWrapper(width: width).wrap(text, indent: indent)
      } else {
        lines += TextWrapper(width: width).wrap(text, indent: indent, firstIndent: head + "  ")
      }
    }
    return lines
  }
}
