import ExerciseKit
import LessonKit
import StateRuntime

/// The `comparison` section of a lesson's `scenario.play` (``ScriptComparison``), run: each
/// column's build mounted alone in a child of the lesson's program for its era, put through
/// the section's steps, and counted from what the child reported.
///
/// Here, the reading of each column's run (``counts(of:commands:in:)``); the shell's extension
/// compiles and runs the columns for a command. Nothing is counted but the child's own replies: the body evaluations of each
/// command after the mount (``HarnessMessage/PlayStep/bodyCounts``), and the facts read
/// after the last one. A view counts as absent (`–`) in a build that never evaluated its
/// body, not even at mount.
@MainActor
package enum PackComparisonRun {
  /// One column's counts from its run, views then facts, and what went wrong in it.
  package static func counts(of played: PlayRun, commands: Int, in comparison: ScriptComparison)
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
