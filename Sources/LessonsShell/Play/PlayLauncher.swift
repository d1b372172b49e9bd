import ExerciseKit
import Foundation
import LessonPacks

/// What `play` on the command line and in the shell share: compiling a file and running
/// its program off the main actor (Ctrl-C cancels), and saying why it could not.
@MainActor
enum PlayLauncher {
  /// Why a file cannot be played.
  enum Failure: Error {
    /// The setup or the request is wrong (no file, no root, no compiler); said already.
    case unusable(ExerciseError)
    /// The project could not be found; said already.
    case noProject
    /// The file does not compile; the transcript holds the errors.
    case compileError(PlayTranscript)
  }

  /// Compiles `files` as one app (building the runtime cache first if needed, with a visible message).
  static func compile(_ files: [URL], options: PlayOptions, in context: CommandContext) async -> Result<
    PlayProgram, Failure
  > {
    await compile(options: options, in: context) { workbench, runtime, cancellation throws(ExerciseError) in
      try workbench.compilePlay(files, options: options, runtime: runtime, cancellation: cancellation)
    }
  }

  /// Compiles one `file`.
  static func compile(_ file: URL, options: PlayOptions, in context: CommandContext) async -> Result<
    PlayProgram, Failure
  > {
    await compile([file], options: options, in: context)
  }

  /// Builds the runtime cache if needed, then runs `build` off the main actor (Ctrl-C cancels it).
  private static func compile(
    options: PlayOptions, in context: CommandContext,
    _ build:
      @escaping @Sendable (ExerciseWorkbench, RuntimeModule, CancellationFlag) throws(ExerciseError) ->
      PlayCompilation
  ) async -> Result<PlayProgram, Failure> {
    guard let workbench = ExerciseCommandSupport.programWorkbench(in: context) else {
      return .failure(.noProject)
    }
    let console = context.console
    let outcome = await ExerciseCommandSupport.run(in: context) { event in
      if case .announce(let message) = event { console.error(console.styler(message, .dim)) }
    } _: { events, _, cancellation throws(ExerciseError) in
      let runtime = try workbench.prepareRuntime(
        events: events, compileTimeout: options.limits.compileTimeout, cancellation: cancellation)
      return try build(workbench, runtime, cancellation)
    }
    switch outcome {
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return .failure(.unusable(error))
    case .success(.program(let program)):
      return .success(program)
    case .success(.failed(let diagnostics, let notes)):
      return .failure(
        .compileError(
          PlayTranscript(
            root: options.root ?? "", steps: [], status: .compileError, diagnostics: diagnostics,
            notes: notes.isEmpty ? nil : notes)))
    }
  }

  /// Compiles a lesson folder's Swift into the program that serves its scenario (building
  /// the runtime cache first if needed): see ``ExerciseKit/ExerciseWorkbench/compileScenario(_:displayFolder:options:runtime:cancellation:)``.
  static func compileScenario(
    _ files: [URL], displayFolder: String, options: PlayOptions, in context: CommandContext
  ) async -> Result<PlayProgram, Failure> {
    await compile(options: options, in: context) { workbench, runtime, cancellation throws(ExerciseError) in
      try workbench.compileScenario(
        files, displayFolder: displayFolder, options: options, runtime: runtime, cancellation: cancellation)
    }
  }

  /// How starting a session went.
  enum SessionStart: Sendable {
    /// The program runs and served every command: a step for each.
    case running(LivePlayProcess, [HarnessMessage.PlayStep])
    /// It ended before it served them all: how.
    case ended(PlayRun)
  }

  /// Starts `program` as a session that stays running, and serves `commands` on it, off the main actor.
  static func startSession(
    _ program: PlayProgram, serving commands: [HarnessMessage.PlayCommand], in context: CommandContext
  ) async -> Result<SessionStart, ExerciseError> {
    await ExerciseCommandSupport.run(in: context) { _ in
    } _: { _, _, cancellation throws(ExerciseError) in
      let process = try program.startSession()
      var steps: [HarnessMessage.PlayStep] = []
      for command in commands {
        switch try process.serve(command, cancellation: cancellation) {
        case .step(let step): steps.append(step)
        case .ended(let run): return .ended(run)
        }
      }
      return .running(process, steps)
    }
  }

  /// Serves one command on a running session, off the main actor (Ctrl-C stops the program).
  static func serve(
    _ process: LivePlayProcess, _ command: HarnessMessage.PlayCommand, in context: CommandContext
  ) async -> Result<LivePlayProcess.Answer, ExerciseError> {
    await ExerciseCommandSupport.run(in: context) { _ in
    } _: { _, _, cancellation throws(ExerciseError) in
      try process.serve(command, cancellation: cancellation)
    }
  }

  /// The file named on the command line, relative to the current directory.
  static func fileURL(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      .standardizedFileURL
  }
}
