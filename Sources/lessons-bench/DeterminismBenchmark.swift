import LessonCatalog
import LessonKit
import StateRuntime

/// Runs every lesson, broken and fixed, many times and counts the runs whose
/// transcript differs from the first: a lesson that depends on the scheduler
/// fails in front of a room (DESIGN.md: 200 runs, 0 deviations, under load).
///
/// Run it with a parallel build going for the "under load" part; the figure
/// is the count, which must be 0 whatever the load.
enum DeterminismBenchmark {
  struct Result {
    var runsPerVersion: Int
    var versions: Int
    /// Runs whose transcript differed from that version's first run.
    var deviations: Int
    /// `lesson (variant): n` for each version that deviated.
    var deviating: [String]
  }

  @MainActor
  static func measure(runs: Int) async -> Result {
    var result = Result(runsPerVersion: runs, versions: 0, deviations: 0, deviating: [])
    for lesson in LessonCatalog.all {
      for variant in Variant.allCases {
        result.versions += 1
        var first: String?
        var deviations = 0
        for _ in 0..<runs {
          let report = await ScenarioRun(lesson: lesson, variant: variant).runToEnd()
          let text = TranscriptRenderer.text(for: report, lesson: lesson)
          if let first {
            if text != first { deviations += 1 }
          } else {
            first = text
          }
        }
        if deviations > 0 {
          result.deviations += deviations
          result.deviating.append("\(lesson.id) (\(variant.rawValue)): \(deviations)")
        }
      }
    }
    return result
  }
}
