import ExerciseKit
import LessonKit
import LessonPacks
import StateRuntime

/// A lesson's comparison run for a command: each column's program compiled and run in a
/// child, what goes wrong said on the command's console.
extension PackComparisonRun {
  /// The lesson's comparison as built with `xcode` (its columns that name an era keep it);
  /// `nil` when the lesson has none, or a program could not be compiled (said already).
  static func run(_ lesson: PackLesson, xcode: XcodeRelease, in context: CommandContext) async
    -> ComparisonResult?
  {
    guard let comparison = lesson.scenario.comparison else { return nil }
    let commands: [HarnessMessage.PlayCommand] =
      [.mount] + comparison.steps.flatMap(\.steps).compactMap(PlayScriptRun.servedWithEvents(for:))
    let columns = comparison.columns(xcode: xcode)
    var programs: [XcodeRelease: PlayProgram] = [:]
    var counted: [[Int?]] = []
    var errors: [String] = []
    for column in columns {
      let program: PlayProgram
      if let compiled = programs[column.xcode] {
        program = compiled
      } else {
        // One program serves every build of an era: the versions and the declared builds.
        guard
          let compiled = await PackLessonRun.compiled(
            lesson, variant: .broken, xcode: column.xcode, in: context)
        else { return nil }
        programs[column.xcode] = compiled
        program = compiled
      }
      let outcome = await ExerciseCommandSupport.run(in: context) { _ in
      } _: { _, _, cancellation throws(ExerciseError) in
        try program.run(commands, build: column.build, cancellation: cancellation)
      }
      switch outcome {
      case .failure(let error):
        ExerciseCommandSupport.report(error, in: context)
        return nil
      case .success(let played):
        let (counts, problems) = Self.counts(of: played, commands: commands.count, in: comparison)
        counted.append(counts)
        errors += problems.map { "\(column.heading): \($0)" }
      }
    }
    let rows = (comparison.views + comparison.facts).enumerated().map { index, name in
      ComparisonResult.Row(view: name, counts: counted.map { $0[index] })
    }
    return ComparisonResult(
      title: comparison.title, buildNames: columns.map(\.heading), rows: rows, errors: errors)
  }
}
