import Synchronization
import Testing

@testable import LessonsShell

/// Ctrl-C during a command cancels the command, and the loop carries on.
///
/// Ctrl-C is injected, not raised: SIGINT is process-wide and would reach other
/// tests' commands. The real key is pressed in `TerminalSessionTests`.
@MainActor
struct InterruptTests {
  /// A Ctrl-C key that tests press by hand.
  final class Key: Sendable {
    let pressed = Atomic<Bool>(false)
  }

  /// Presses Ctrl-C as soon as it starts, then waits to be cancelled.
  struct SlowCommand: ShellCommand {
    let name = "slow"
    let summary = "Wait until cancelled."
    let group = CommandGroup.general
    let arguments = ArgumentSpec.none
    let key: Key

    func run(_ options: NoOptions, in context: CommandContext) async -> ExitCode {
      key.pressed.store(true, ordering: .relaxed)
      try? await Task.sleep(for: .seconds(3600))
      return Task.isCancelled ? .failure : .success
    }
  }

  @Test func ctrlCCancelsTheRunningCommandNotTheShell() async {
    let key = Key()
    let interrupts = InterruptSource(
      clear: { key.pressed.store(false, ordering: .relaxed) },
      consume: { key.pressed.exchange(false, ordering: .relaxed) })
    let shell = TestShell(extraCommands: [SlowCommand(key: key)])
    let loop = ShellLoop(
      context: shell.context, reader: StreamLineReader(text: "slow\n--version\n"), cancelsOnInterrupt: true,
      interrupts: interrupts)
    let clock = ContinuousClock()
    let started = clock.now
    let status = await loop.run()
    #expect(status == .failure)
    #expect(shell.output.text == "Interrupted.\nlessons 0.1.0\n")
    // Cancelled, not finished: the failure status says the command saw its
    // cancellation, and its own sleep is an hour. (A loaded machine can hold
    // the main actor for many seconds, so the bound only rules out a hang.)
    #expect(clock.now - started < .seconds(600))
  }
}
