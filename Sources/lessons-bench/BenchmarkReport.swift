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

  var runtime = Runtime()
  var shell: Shell?
  /// The execution engine on the binary `scripts/lessons` runs (see ``EngineBenchmark``).
  var engine: EngineBenchmark.Figures?
  var determinism: Determinism?
  /// Budgets that were not met, in words; empty when all were.
  var overBudget: [String] = []
  /// Parts that were asked for and could not be measured, with why: their budgets are not known to be met.
  var notMeasured: [String] = []

  enum CodingKeys: String, CodingKey {
    case runtime, shell, engine, determinism
    case overBudget = "over_budget"
    case notMeasured = "not_measured"
  }

  /// Every lesson run many times, broken and fixed, in each era (``DeterminismBenchmark``).
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
    var lines: [String] = []
    if !runtime.mountMilliseconds.isEmpty {
      lines += ["StateRuntime (release)", "  rows     mount ms   update ms   bodies/update"]
    }
    for size in sizes where runtime.mountMilliseconds[String(size)] != nil {
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
    if let engine {
      lines.append("Execution engine (\(engine.binary), medians of \(engine.runs) rounds)")
      lines.append(
        "  F = swiftc -c of the learner's file: \(format(engine.floorCheckSeconds, digits: 2)) s; "
          + "of the played file: \(format(engine.floorPlaySeconds, digits: 2)) s")
      lines.append("  figure                             seconds     ratio       budget")
      let rows: [(String, EngineBenchmark.Figure, String)] = [
        ("warm check (\(engine.checkedExercise))", engine.warmCheck, "F"),
        ("first check (runtime prepared)", engine.firstCheck, "F"),
        ("watch: save to verdict", engine.watchSaveToVerdict, "F"),
        ("warm play FILE --do tree (kept)", engine.warmPlay, "F"),
        ("play session: save, recompile", engine.playRecompile, "F"),
        ("warm pack run (--pack DIR run)", engine.packRun, "F"),
        ("warm course run (\(engine.courseLesson))", engine.courseRun, "F"),
        ("first course run after prepare", engine.firstCourseRunAfterPrepare, "warm"),
        ("check --all, nothing changed", engine.checkAllUnchanged, "list"),
      ]
      for (name, figure, unit) in rows {
        lines.append(
          "  " + name.padding(toLength: 34, withPad: " ", startingAt: 0)
            + format(figure.seconds, digits: 3).leftPadded(8)
            + "\(format(figure.ratio, digits: 2)) × \(unit)".leftPadded(12)
            + "≤ \(format(figure.budget, digits: 1)) × \(unit)".leftPadded(16))
      }
      lines.append(
        "  the sandbox's cost in a warm check (compile, link and run sandboxed): "
          + "\(format(engine.sandboxCostSeconds * 1000, digits: 1)) ms (budget ≤ 20 ms)")
      lines.append(
        "  lessons list \(format(engine.listSeconds, digits: 3)) s; compiler processes started by "
          + "check --all with nothing changed: \(engine.checkAllCompilerProcesses.map(String.init) ?? "not counted (no strace)")"
      )
      lines.append(
        "  compiler processes started by a warm run of \(engine.courseLesson): "
          + (engine.courseRunCompilerProcesses.map(String.init) ?? "not counted (no strace)"))
    }
    if let determinism {
      lines.append("Determinism (every lesson, broken and fixed, in each era: pack check Lessons --runs N)")
      lines.append(
        "  \(determinism.runsPerVersion) runs of each of \(determinism.versions) versions: "
          + "\(determinism.deviations) versions deviated")
    }
    if !notMeasured.isEmpty {
      lines.append("Not measured:\n  " + notMeasured.joined(separator: "\n  "))
    }
    lines.append(
      overBudget.isEmpty
        ? (notMeasured.isEmpty ? "All budgets met." : "The budgets measured are met.")
        : "Over budget:\n  " + overBudget.joined(separator: "\n  "))
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
