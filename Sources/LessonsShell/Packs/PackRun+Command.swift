import ExerciseKit
import LessonKit
import LessonPacks
import StateRuntime

/// Compiling and running a pack lesson's version for a command: failures are said on the
/// command's console (``ExerciseCommandSupport``), and the engine's reading of the run is
/// ``PackRun``'s.
extension PackRun {
  /// Compiles `variant`'s file as `play` compiles a file (the runtime cache built first if needed).
  static func compile(
    _ lesson: PackLesson, variant: Variant, xcode: XcodeRelease, in context: CommandContext
  ) async -> Result<PlayProgram, PlayLauncher.Failure> {
    let options = options(for: lesson, variant: variant, xcode: xcode)
    switch lesson.code {
    case .versions:
      return await PlayLauncher.compile(lesson.file(for: variant), options: options, in: context)
    case .scenario:
      return await PlayLauncher.compileScenario(
        lesson.swiftFiles, displayFolder: lesson.folder.lastPathComponent, options: options, in: context)
    }
  }

  /// Runs the scenario once on a compiled version, in one child program; `nil` when it could not be run (said already).
  static func play(
    _ program: PlayProgram, lesson: PackLesson, variant: Variant, xcode: XcodeRelease,
    in context: CommandContext
  ) async -> RunReport? {
    await record(program, lesson: lesson, variant: variant, xcode: xcode, in: context)?.report
  }

  /// Runs the scenario once, as ``play(_:lesson:variant:xcode:in:)``, keeping each step's tree and counts too.
  static func record(
    _ program: PlayProgram, lesson: PackLesson, variant: Variant, xcode: XcodeRelease,
    in context: CommandContext
  ) async -> (report: RunReport, steps: [StepTranscript])? {
    let served = commands(of: lesson)
    let outcome = await ExerciseCommandSupport.run(in: context) { _ in
    } _: { _, _, cancellation throws(ExerciseError) in
      try program.run(served, cancellation: cancellation)
    }
    switch outcome {
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return nil
    case .success(let played):
      return record(of: played, lesson: lesson, variant: variant, xcode: xcode)
    }
  }
}
