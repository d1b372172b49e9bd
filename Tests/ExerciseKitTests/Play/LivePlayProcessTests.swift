import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

/// The shell's `play` session: one program that keeps running between commands.
@Suite(.serialized) struct LivePlayProcessTests {
  static let source = """
    import SwiftUI
    struct Tally: View {
      @State private var count = 0
      var body: some View {
        VStack {
          Button("Count \\(count)") { count += 1 }
          Button("Spin") { while true {} }
          Button("Boom") { fatalError("boom in an action") }
          Button("Read") { _ = readLine() }
          Button("Busy") { Thread { while true {} }.start() }
        }
      }
    }

    """

  static func program(in project: TestProject, timeout: Double = 10) throws -> PlayProgram {
    let options = PlayOptions(limits: CheckOptions(timeout: timeout))
    guard case .program(let program) = try PlayProgramTests.compile(source, in: project, options: options)
    else {
      throw CocoaError(.fileReadCorruptFile)
    }
    return program
  }

  static func step(_ answer: LivePlayProcess.Answer) -> HarnessMessage.PlayStep? {
    if case .step(let step) = answer { step } else { nil }
  }

  @Test func stateLivesBetweenCommandsAndTheProgramEndsWhenDropped() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let program = try Self.program(in: project)
    var process: LivePlayProcess? = try program.startSession()
    #expect(try Self.step(process!.serve(.mount)) != nil)
    #expect(ProcessTable.processes(containing: program.executable.path).count >= 1)
    _ = try process!.serve(.perform(.tap("Count 0")))
    let last = try #require(Self.step(process!.serve(.perform(.tap("Count 1")))))
    #expect(last.tree.contains("Button \"Count 2\""))
    #expect(last.bodyCounts["Tally"] == 1, "only the last command's evaluations")
    process = nil
    #expect(ProcessTable.survivors(containing: program.executable.path).isEmpty)
  }

  /// Commands come on a pipe of their own: played code that reads standard input gets
  /// its end of file, as in a check, and does not swallow the next command.
  @Test func aReadLineInThePlayedCodeDoesNotTakeTheNextCommand() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let program = try Self.program(in: project)
    let process = try program.startSession()
    _ = try process.serve(.mount)
    #expect(try Self.step(process.serve(.perform(.tap("Read")))) != nil)
    let after = try #require(Self.step(process.serve(.perform(.tap("Count 0")))))
    #expect(after.tree.contains("Button \"Count 1\""))
  }

  /// Between commands the program is stopped: a thread the played code started does
  /// not burn the processor while the learner thinks, and it runs again with the next command.
  @Test func nothingOfTheProgramRunsBetweenCommands() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let program = try Self.program(in: project)
    let process = try program.startSession()
    _ = try process.serve(.mount)
    #expect(try Self.step(process.serve(.perform(.tap("Busy")))) != nil)
    let pids = ProcessTable.processes(containing: program.executable.path)
    func ticks() -> Int { pids.map(ProcessTable.cpuTicks(of:)).reduce(0, +) }
    let idleStart = ticks()
    Thread.sleep(forTimeInterval: 1)
    #expect(ticks() - idleStart < 10, "the busy thread ran between commands")
    // The next command lets it run again (and is still answered: the main actor is free).
    let after = try #require(Self.step(process.serve(.perform(.tap("Count 0")))))
    #expect(after.tree.contains("Button \"Count 1\""))
  }

  @Test func aHangEndsTheProgramAsATimeoutAndNothingSurvives() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let program = try Self.program(in: project, timeout: 1)
    let process = try program.startSession()
    _ = try process.serve(.mount)
    let started = Date()
    guard case .ended(let run) = try process.serve(.perform(.tap("Spin"))) else {
      Issue.record("a command that never ends was answered")
      return
    }
    #expect(Date().timeIntervalSince(started) < 8)
    #expect(run.status == .timeout)
    #expect(process.hasEnded)
    #expect(ProcessTable.survivors(containing: program.executable.path).isEmpty)
    // An ended program answers at once that it has ended.
    guard case .ended = try process.serve(.perform(.tap("Count 0"))) else {
      Issue.record("an ended program served a command")
      return
    }
  }

  @Test func aCrashEndsTheProgramWithItsMessage() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let program = try Self.program(in: project)
    let process = try program.startSession()
    _ = try process.serve(.mount)
    guard case .ended(let run) = try process.serve(.perform(.tap("Boom"))) else {
      Issue.record("a crashing command was answered")
      return
    }
    #expect(run.status == .crashed)
    #expect(run.crashMessage?.contains("boom in an action") == true, "\(run)")
  }

  @Test func cancellingStopsTheProgramAndThrows() throws {
    let project = try TestProject(exercises: [:])
    defer { project.remove() }
    let program = try Self.program(in: project)
    let process = try program.startSession()
    _ = try process.serve(.mount)
    let flag = CancellationFlag()
    // A thread of its own: on two cores, Dispatch's global queue runs as many blocks as there
    // are cores, and with other tests' blocking work on it a clean CI run once delayed this
    // cancel past the program's 10 s limit (the serve ended as a timeout, not a cancel).
    Thread.detachNewThread {
      usleep(500_000)
      flag.cancel()
    }
    #expect(throws: ExerciseError.cancelled) {
      try process.serve(.perform(.tap("Spin")), cancellation: flag)
    }
    #expect(process.hasEnded)
    #expect(ProcessTable.survivors(containing: program.executable.path).isEmpty)
  }
}
