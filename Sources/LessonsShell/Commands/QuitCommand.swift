/// `quit` / `exit`: leave the shell (Ctrl-D on an empty line does the same).
struct QuitCommand: ShellCommand {
  let name = "quit"
  let aliases = ["exit"]
  let summary = "Leave the shell (Ctrl-D on an empty line does the same)."
  let group = CommandGroup.shell
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec.none

  func run(_ options: NoOptions, in context: CommandContext) async -> ExitCode {
    context.session.isQuitRequested = true
    return .success
  }
}
