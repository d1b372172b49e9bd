import Testing
import WorkbenchSupport

@testable import LessonsShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C during a command cancels the command, and the loop carries on.
@MainActor
struct InterruptTests {
  /// Waits until cancelled, like a step waiting for the learner.
  struct SlowCommand: ShellCommand {
    let name = "slow"
    let summary = "Wait until cancelled."
    let group = CommandGroup.general
    let arguments = ArgumentSpec.none

    func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
      try? await Task.sleep(for: .seconds(30))
      return Task.isCancelled ? .failure : .success
    }
  }

  @Test func sigintCancelsTheRunningCommandNotTheShell() async {
    InterruptSignal.install()
    let shell = TestShell()
    var context = shell.context
    context.registry = CommandRegistry(commands: CommandRegistry.standard.commands + [SlowCommand()])
    let loop = ShellLoop(
      context: context, reader: StreamLineReader(text: "slow\n--version\n"), cancelsOnInterrupt: true)
    let interrupter = Task.detached {
      try? await Task.sleep(for: .milliseconds(300))
      kill(getpid(), SIGINT)
    }
    let status = await loop.run()
    await interrupter.value
    #expect(status == .failure)
    #expect(shell.output.text == "Interrupted.\nlessons 0.1.0\n")
  }
}
