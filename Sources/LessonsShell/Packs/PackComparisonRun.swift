import ExerciseKit
import LessonKit
import StateRuntime

/// The `comparison` section of a lesson's `scenario.play` (``ScriptComparison``), run: each
/// column's build mounted alone in a child of the lesson's program for its era, put through
/// the section's steps, and counted from what the child reported.
///
/// Nothing is counted here but the child's own replies: the body evaluations of each
/// command after the mount (``HarnessMessage/PlayStep/bodyCounts``), and the facts read
/// after the last one. A view counts as absent (`–`) in a build that never evaluated its
/// body, not even at mount.
@MainActor
enum PackComparisonRun {
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

  /// One column's counts from its run, views then facts, and what went wrong in it.
  static func counts(of played: PlayRun, commands: Int, in comparison: ScriptComparison)
    -> (counts: [Int?], problems: [String])
  {
    // A build that could not mount has nothing to count, and its later steps say only that.
    if let failure = played.steps.first?.failure {
      return (
        Array(repeating: nil, count: comparison.views.count + comparison.facts.count), [failure.message]
      )
    }
    var problems = played.steps.compactMap(\.failure).map(\.message)
    if played.steps.count < commands {
      let why =
        switch played.status {
        case .crashed: "it crashed" + (played.crashMessage.map { ": \($0)" } ?? "")
        case .timeout: "it ran past the time limit"
        default: "it stopped"
        }
      problems.append("the build ran \(played.steps.count) of its \(commands) commands: \(why)")
    }
    let evaluated = Set(played.steps.flatMap(\.changes).map(\.view))
    let afterMount = played.steps.dropFirst()
    let bodies = comparison.views.map { view -> Int? in
      evaluated.contains(view) ? afterMount.reduce(0) { $0 + ($1.bodyCounts[view] ?? 0) } : nil
    }
    let readings = played.steps.last?.facts ?? []
    let facts = comparison.facts.map { name -> Int? in
      guard let reading = readings.first(where: { $0.name == name }) else {
        if !readings.isEmpty {
          problems.append(
            "no fact named \(name) to count; known: \(readings.map(\.name).joined(separator: ", "))")
        }
        return nil
      }
      guard let number = Int(reading.value) else {
        problems.append("the fact \(name) reads \"\(reading.value)\", not a whole number to count")
        return nil
      }
      return number
    }
    return (bodies + facts, problems)
  }
}
