@testable import LessonsShell

/// A command with a fixed outcome, so tests need not depend on how real commands are wired.
struct StubCommand: ShellCommand {
  let name: String
  let result: ExitCode
  let summary = "A stub for tests."
  let group = CommandGroup.general
  let arguments = ArgumentSpec.none

  func run(_ options: NoOptions, in context: CommandContext) async -> ExitCode {
    context.console.line("\(name) ran")
    return result
  }
}
