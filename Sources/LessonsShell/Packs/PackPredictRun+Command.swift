import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import StateRuntime

/// A predict question's snippet compiled and run for a command: a failure to compile or run
/// is a ``PackPredictRun/Problem`` naming the file, said on the command's console.
extension PackPredictRun {
  /// The snippet compiled for `xcode`'s era (the runtime cache built first if needed).
  static func compile(
    _ predict: PackPredict, of lesson: PackLesson, xcode: XcodeRelease, in context: CommandContext
  ) async -> Result<PlayProgram, Problem> {
    let file = lesson.folder.appendingPathComponent(predict.file)
    let path = displayPath(of: predict, in: lesson)
    // A snippet that declares its scenario (for its outside events) is a lesson program of one file.
    let declaresScenario =
      (try? String(contentsOf: file, encoding: .utf8))?.contains(ExerciseWorkbench.scenarioName) ?? false
    var options = PlayOptions(xcode: xcode.rawValue)
    if declaresScenario { options.variant = Variant.broken.rawValue }
    let compiled =
      declaresScenario
      ? await PlayLauncher.compileScenario(
        [file], displayFolder: lesson.folder.lastPathComponent, options: options, in: context)
      : await PlayLauncher.compile(file, options: options, in: context)
    switch compiled {
    case .success(let program):
      return .success(program)
    case .failure(.unusable(.cancelled)):
      return .failure(Problem(message: "\(path) (\(xcode)): interrupted.", cancelled: true))
    case .failure(.unusable), .failure(.noProject):
      return .failure(Problem(message: "\(path) (\(xcode)) could not be compiled (see the message above)."))
    case .failure(.compileError(let transcript)):
      let first = transcript.diagnostics?.first { $0.severity == "error" }
      return .failure(
        Problem(
          message: "\(path)\(first.map { ":\($0.line)" } ?? "") (\(xcode)) does not compile"
            + (first.map { ": \($0.message)" } ?? "") + " (`lessons play \(file.path)` shows it all)."))
    }
  }

  /// One run of the compiled snippet in a fresh child: mount, the setup, then the event.
  static func run(
    _ program: PlayProgram, _ predict: PackPredict, of lesson: PackLesson, xcode: XcodeRelease,
    in context: CommandContext
  ) async -> Result<PredictRun, Problem> {
    let commands =
      [HarnessMessage.PlayCommand.mount]
      + (predict.setup + [predict.event]).flatMap(\.commands).compactMap(PlayScriptRun.servedWithEvents(for:))
    let outcome = await ExerciseCommandSupport.run(in: context) { _ in
    } _: { _, _, cancellation throws(ExerciseError) in
      try program.run(commands, cancellation: cancellation)
    }
    let path = displayPath(of: predict, in: lesson)
    switch outcome {
    case .failure(.cancelled):
      return .failure(Problem(message: "\(path) (\(xcode)): interrupted.", cancelled: true))
    case .failure(let error):
      ExerciseCommandSupport.report(error, in: context)
      return .failure(Problem(message: "\(path) (\(xcode)) could not be run (see the message above)."))
    case .success(let played):
      return predictRun(of: played, predict, file: "\(path) (\(xcode))")
    }
  }

  /// `question` ready to ask: its snippet run once in each era (the session grades in one
  /// and says so when the other's key differs), and handed over with the runs.
  static func prepared(
    _ question: QuizQuestion, _ predict: PackPredict, in context: CommandContext
  ) async -> Result<QuizQuestion, Problem> {
    guard let lesson = context.catalog.packLesson(question.lessonID) else {
      return .failure(Problem(message: "its lesson '\(question.lessonID)' is not loaded."))
    }
    var runs: [XcodeRelease: PredictRun] = [:]
    for xcode in XcodeRelease.allCases {
      let program: PlayProgram
      switch await compile(predict, of: lesson, xcode: xcode, in: context) {
      case .success(let compiled): program = compiled
      case .failure(let problem): return .failure(problem)
      }
      switch await run(program, predict, of: lesson, xcode: xcode, in: context) {
      case .success(let run): runs[xcode] = run
      case .failure(let problem): return .failure(problem)
      }
    }
    let source =
      (try? String(contentsOf: lesson.folder.appendingPathComponent(predict.file), encoding: .utf8)) ?? ""
    return .success(
      QuizQuestion(
        id: question.id, lessonID: question.lessonID, prompt: question.prompt,
        kind: .predict(predict.question(source: source, runs: runs))))
  }
}
