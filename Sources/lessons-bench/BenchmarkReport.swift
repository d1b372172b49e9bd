import Foundation

/// All figures of one benchmark run, printed as a table or as JSON.
///
/// JSON keys are fixed (other tools read them):
/// `{"runtime": {"mount_ms": {"100": …}, "update_ms": {…}, "update_body_evaluations": {…},
/// "update_after_history_ms": {"0": …, "10000": …}}, …}`.
struct BenchmarkReport: Encodable {
  struct Runtime: Encodable {
    var mountMilliseconds: [String: Double] = [:]
    var updateMilliseconds: [String: Double] = [:]
    var updateBodyEvaluations: [String: Int] = [:]
    /// A one-property update by how often the same views re-ran first ("0", "10000").
    var updateAfterHistoryMilliseconds: [String: Double] = [:]

    enum CodingKeys: String, CodingKey {
      case mountMilliseconds = "mount_ms"
      case updateMilliseconds = "update_ms"
      case updateBodyEvaluations = "update_body_evaluations"
      case updateAfterHistoryMilliseconds = "update_after_history_ms"
    }
  }

  struct Shell: Encodable {
    var startToPromptMilliseconds: Double
    var listMilliseconds: Double
    var scriptListMilliseconds: Double?

    enum CodingKeys: String, CodingKey {
      case startToPromptMilliseconds = "start_to_prompt_ms"
      case listMilliseconds = "list_ms"
      case scriptListMilliseconds = "script_list_ms"
    }
  }

  struct Check: Encodable {
    var exercise: String
    var warmCheckSeconds: Double
    var bareSwiftcSeconds: Double
    var ratio: Double

    enum CodingKeys: String, CodingKey {
      case exercise
      case warmCheckSeconds = "warm_check_s"
      case bareSwiftcSeconds = "bare_swiftc_s"
      case ratio
    }
  }

  /// `play FILE --do tree`, warm, against a bare `swiftc` of the file and its driver
  /// (the budget's measure), and of the file alone to an object (for the record).
  struct Play: Encodable {
    var playSeconds: Double
    var bareSwiftcSeconds: Double
    var bareObjectSeconds: Double
    var ratio: Double
    var ratioToObject: Double

    enum CodingKeys: String, CodingKey {
      case playSeconds = "warm_play_s"
      case bareSwiftcSeconds = "bare_swiftc_s"
      case bareObjectSeconds = "bare_swiftc_object_s"
      case ratio
      case ratioToObject = "ratio_to_object"
    }
  }

  var runtime = Runtime()
  var shell: Shell?
  var check: Check?
  var play: Play?

  struct CheckAll: Encodable {
    var exercise: String
    var exercises: Int
    var checkAllSeconds: Double
    var singleCheckSeconds: Double
    var ratio: Double

    enum CodingKeys: String, CodingKey {
      case exercise, exercises
      case checkAllSeconds = "check_all_s"
      case singleCheckSeconds = "single_check_s"
      case ratio
    }
  }

  var checkAll: CheckAll?
  var determinism: Determinism?
  /// Budgets that were not met, in words; empty when all were.
  var overBudget: [String] = []

  enum CodingKeys: String, CodingKey {
    case runtime, shell, check, play
    case checkAll = "check_all"
    case determinism
    case overBudget = "over_budget"
  }

  /// Every lesson run many times, broken and fixed (``DeterminismBenchmark``).
  struct Determinism: Encodable {
    var runsPerVersion: Int
    var versions: Int
    var deviations: Int
    var deviating: [String]

    enum CodingKeys: String, CodingKey {
      case runsPerVersion = "runs_per_version"
      case versions, deviations, deviating
    }
  }

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  func table(sizes: [Int]) -> String {
    var lines = ["StateRuntime (release)", "  rows     mount ms   update ms   bodies/update"]
    for size in sizes {
      let key = String(size)
      lines.append(
        "  "
          + [
            key.padding(toLength: 7, withPad: " ", startingAt: 0),
            format(runtime.mountMilliseconds[key] ?? 0).leftPadded(10),
            format(runtime.updateMilliseconds[key] ?? 0, digits: 4).leftPadded(11),
            String(runtime.updateBodyEvaluations[key] ?? 0).leftPadded(15),
          ].joined(separator: " "))
    }
    if let fresh = runtime.updateAfterHistoryMilliseconds["0"],
      let (history, later) = runtime.updateAfterHistoryMilliseconds.first(where: { $0.key != "0" })
    {
      lines.append(
        "  update on a fresh tree \(format(fresh, digits: 4)) ms, after \(history) re-runs "
          + "\(format(later, digits: 4)) ms")
    }
    if let shell {
      lines.append("Shell")
      lines.append("  start to first prompt  \(format(shell.startToPromptMilliseconds)) ms")
      lines.append("  lessons list           \(format(shell.listMilliseconds)) ms")
      if let script = shell.scriptListMilliseconds {
        lines.append("  scripts/lessons list   \(format(script)) ms")
      }
    }
    if let check {
      lines.append("lessons check \(check.exercise) (warm cache)")
      lines.append(
        "  check \(format(check.warmCheckSeconds, digits: 2)) s, bare swiftc \(format(check.bareSwiftcSeconds, digits: 2)) s, "
          + "ratio \(format(check.ratio, digits: 2))")
    }
    if let play {
      lines.append("lessons play FILE --do tree (warm cache)")
      lines.append(
        "  play \(format(play.playSeconds, digits: 2)) s, bare swiftc of file and driver "
          + "\(format(play.bareSwiftcSeconds, digits: 2)) s, ratio \(format(play.ratio, digits: 2)) "
          + "(file alone to an object \(format(play.bareObjectSeconds, digits: 2)) s, "
          + "\(format(play.ratioToObject, digits: 2))×)")
    }
    if let checkAll {
      lines.append(
        "lessons check --all (\(checkAll.exercises) exercises, warm cache, \(checkAll.exercise) changed)")
      lines.append(
        "  check --all \(format(checkAll.checkAllSeconds, digits: 2)) s, one check "
          + "\(format(checkAll.singleCheckSeconds, digits: 2)) s, ratio \(format(checkAll.ratio, digits: 2))")
    }
    if let determinism {
      lines.append("Determinism (every lesson, broken and fixed)")
      lines.append(
        "  \(determinism.runsPerVersion) runs of each of \(determinism.versions) versions: "
          + "\(determinism.deviations) deviations")
    }
    lines.append(
      overBudget.isEmpty ? "All budgets met." : "Over budget:\n  " + overBudget.joined(separator: "\n  "))
    return lines.joined(separator: "\n")
  }

  private func format(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
