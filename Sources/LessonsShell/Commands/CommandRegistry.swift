/// All commands the tool knows, in the order `help` lists them.
@MainActor
package struct CommandRegistry {
  /// The commands, in help order within each group.
  package var commands: [any ShellCommand]

  /// A registry of `commands`; tests add stubs to ``standard``'s list.
  package init(commands: [any ShellCommand]) {
    self.commands = commands
  }

  /// Every command of the `lessons` tool.
  package static var standard: CommandRegistry {
    let lessons: [any ShellCommand] = [
      ListCommand(), ShowCommand(), RunCommand(), PictureCommand(), OpenCommand(), CodeCommand(),
      CheckCommand(), WatchCommand(), PlayCommand(), TaskCommand(), EditCommand(), HintCommand(),
      RestoreCommand(),
      SolutionCommand(), PrepareCommand(), PackCommand(),
      QuizCommand(),
      ProgressCommand(), HelpCommand(), QuitCommand(),
    ]
    let looking: [any ShellCommand] = [
      EventCommand(), TreeCommand(), InspectVerbCommand.log, InspectVerbCommand.counts, WhyCommand(),
      RemountCommand(),
    ]
    return CommandRegistry(commands: lessons + ActionVerbCommand.all + looking)
  }

  /// The command invoked by `word` (a name or an alias), whatever the mode.
  package func command(named word: String) -> (any ShellCommand)? {
    commands.first { $0.isInvoked(by: word) }
  }

  /// The commands that can be used in `mode`.
  package func visibleCommands(in mode: ShellMode) -> [any ShellCommand] {
    mode.isShell ? commands : commands.filter { $0.scope == .anywhere }
  }
}
