import ExerciseKit
import Foundation
import WorkbenchSupport

/// What the exercise commands share: finding the workbench, running blocking checks off
/// the main actor, and printing their events on it in order.
@MainActor
enum ExerciseCommandSupport {
  /// Something a running check wants shown.
  enum Event: Sendable {
    case announce(String)
    case progress(done: Int, total: Int, running: [String])
    case finished(done: Int, total: Int, result: ExerciseResult)
    case result(ExerciseResult)
    case waiting([String])
  }

  /// The project's exercises and the loaded packs' ones, or `nil` after printing why they cannot be found.
  ///
  /// Learner's files still where the tool kept them before `Exercises/` are moved into the
  /// workspace first, with a notice on standard error (``ExerciseWorkbench/adoptEarlierEdits()``).
  static func workbench(in context: CommandContext) -> ExerciseWorkbench? {
    do {
      let project = try ExerciseWorkbench(
        environment: context.environment, directories: context.stateDirectory)
      // The course's exercises are the project's already: without other packs the course is
      // not read for them (`play FILE` starts without it).
      let fromPacks =
        context.catalog.hasPacksBesideTheCourse
        ? context.catalog.packs.flatMap { $0.lessons.compactMap(\.exercise) } : []
      let workbench =
        fromPacks.isEmpty
        ? project
        : ExerciseWorkbench(
          catalog: project.catalog.adding(fromPacks), directories: project.directories,
          environment: project.environment)
      announce(workbench.adoptEarlierEdits(), workspace: workbench.workspace, in: context)
      return workbench
    } catch {
      report(error, in: context)
      return nil
    }
  }

  /// The project's workbench for compiling and running programs, with no exercise read
  /// (``ExerciseKit/ExerciseWorkbench/forPrograms(environment:currentDirectory:)``), or `nil`
  /// after printing why the project cannot be found.
  static func programWorkbench(in context: CommandContext) -> ExerciseWorkbench? {
    do {
      return try ExerciseWorkbench.forPrograms(
        environment: context.environment, directories: context.stateDirectory)
    } catch {
      report(error, in: context)
      return nil
    }
  }

  /// Says where each learner's file found in the old place went.
  static func announce(_ edits: [EarlierEdit], workspace: ExerciseWorkspace, in context: CommandContext) {
    guard !edits.isEmpty else { return }
    let console = context.console
    console.error(
      console.styler(
        "Your exercise files now live in your workspace, \(ExerciseWorkbench.displayPath(workspace.folder))/ "
          + "(git ignores it); what you wrote in the old place was moved there:", .bold))
    for edit in edits {
      let from = ExerciseWorkbench.displayPath(edit.from)
      switch edit.outcome {
      case .adopted:
        console.error("  \(from) → \(ExerciseWorkbench.displayPath(edit.to))")
      case .keptBeside(let kept):
        console.error(
          "  \(from) → \(ExerciseWorkbench.displayPath(kept)) (beside your newer \(edit.to.lastPathComponent))"
        )
      }
    }
  }

  /// Prints an exercise error the one way: red first line, the rest as given.
  static func report(_ error: ExerciseError, in context: CommandContext) {
    // Inside the shell, Ctrl-C is already answered with "Interrupted." by the loop.
    if error == .cancelled, context.mode.isShell { return }
    let lines = error.message(commandPrefix: context.mode.commandPrefix).split(
      separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      context.console.error(index == 0 ? context.console.styler(String(line), .red) : String(line))
    }
  }

  /// Runs `work` on its own thread; its events are printed here as they arrive.
  ///
  /// Ctrl-C cancels it: in the shell through task cancellation, in `lessons NAME`
  /// through the interrupt flag installed here.
  static func run<Value: Sendable>(
    in context: CommandContext, onEvent: @escaping @MainActor (Event) -> Void,
    _ work:
      @escaping @Sendable (CheckEvents, @escaping @Sendable (Event) -> Void, CancellationFlag)
      throws(ExerciseError) -> Value
  ) async -> Result<Value, ExerciseError> {
    if context.mode == .command { InterruptSignal.install() }
    let (stream, continuation) = AsyncStream<Event>.makeStream()
    let printer = Task { @MainActor in
      for await event in stream { onEvent(event) }
    }
    let send: @Sendable (Event) -> Void = { continuation.yield($0) }
    let events = CheckEvents(
      announce: { send(.announce($0)) },
      progress: { done, total, running in send(.progress(done: done, total: total, running: running)) },
      finished: { done, total, result in send(.finished(done: done, total: total, result: result)) })
    let outcome: Result<Value, ExerciseError>
    do throws(ExerciseError) {
      outcome = .success(
        try await BackgroundRunner.run(also: { InterruptSignal.isPending }) { flag throws(ExerciseError) in
          try work(events, send, flag)
        })
    } catch {
      outcome = .failure(error)
    }
    continuation.finish()
    await printer.value
    return outcome
  }

  /// Shows `--all` progress on one rewritten line of standard error, only on a terminal.
  static func showProgress(done: Int, total: Int, running: [String], in context: CommandContext) {
    guard context.mode != .script, Terminal.isTerminal(2) else { return }
    let busy = running.isEmpty ? "" : " (checking \(running.joined(separator: ", ")))"
    let line = String("Checked \(done) of \(total)\(busy)…".prefix(max(20, context.console.width - 1)))
    context.console.sink.write("\r\u{1B}[K" + line, to: .standardError)
  }

  /// Prints one finished exercise of `--all` ("3/12 draft-title ✓") above the progress line, only on a terminal.
  static func showFinished(done: Int, total: Int, result: ExerciseResult, in context: CommandContext) {
    guard context.mode != .script, Terminal.isTerminal(2), total > 1 else { return }
    let styler = context.console.styler
    let mark =
      result.status.isPass
      ? styler("✓", .green) : styler("✗ " + CheckReportRenderer.word(for: result.status), .red)
    context.console.sink.write("\r\u{1B}[K\(done)/\(total) \(result.id) \(mark)\n", to: .standardError)
  }

  /// Writes the JUnit XML report to `path`; on failure says why and returns `false`.
  static func writeJUnit(_ results: [ExerciseResult], to path: String, in context: CommandContext) -> Bool {
    let url = URL(
      fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    do {
      try Data(JUnitReport(results).text().utf8).write(to: url, options: .atomic)
      return true
    } catch {
      context.console.error(
        context.console.styler(
          "Could not write the JUnit report to \(path): \((error as NSError).localizedDescription).", .red))
      return false
    }
  }

  /// Clears the progress line written by ``showProgress(done:total:running:in:)``.
  static func clearProgress(in context: CommandContext) {
    guard context.mode != .script, Terminal.isTerminal(2) else { return }
    context.console.sink.write("\r\u{1B}[K", to: .standardError)
  }
}
