import Foundation

// lessons-bench: measures the budgets of DESIGN.md and prints them as a
// table, or as JSON with --json: swift run -c release lessons-bench [--json]
// [--skip-check] [--skip-shell]. The runtime figures mean something in release;
// the engine figures measure the binary `scripts/lessons` runs (a debug build)
// whatever this benchmark is built as.

let arguments = Set(CommandLine.arguments.dropFirst())
let known: Set = [
  "--json", "--skip-check", "--skip-shell", "--skip-runtime", "--skip-determinism", "--quick", "--help",
]
if arguments.contains("--help") || !arguments.isSubset(of: known) {
  let unknown = arguments.subtracting(known).sorted()
  if !unknown.isEmpty {
    FileHandle.standardError.write(Data("lessons-bench: unknown option \(unknown[0])\n".utf8))
  }
  print(
    "usage: lessons-bench [--json] [--skip-runtime] [--skip-check] [--skip-shell] [--skip-determinism] [--quick]"
  )
  exit(unknown.isEmpty ? 0 : 2)
}
let quick = arguments.contains("--quick")
let sizes = [100, 1000, 10_000]
var report = BenchmarkReport()

if !arguments.contains("--skip-runtime") {
  for size in sizes {
    let result = await MainActor.run {
      RuntimeBenchmark.measure(rows: size, mounts: quick ? 1 : 5, updates: quick ? 10 : 200)
    }
    let key = String(size)
    report.runtime.mountMilliseconds[key] = result.mountMilliseconds
    report.runtime.updateMilliseconds[key] = result.updateMilliseconds
    report.runtime.updateBodyEvaluations[key] = result.updateBodyEvaluations
  }

  let history = await MainActor.run {
    HistoryBenchmark.measure(history: quick ? 1_000 : 10_000, trials: quick ? 1 : 5)
  }
  report.runtime.updateAfterHistoryMilliseconds = [
    "0": history.freshMilliseconds, String(history.history): history.afterHistoryMilliseconds,
  ]
  if history.afterHistoryMilliseconds > 1.5 * history.freshMilliseconds {
    report.overBudget.append(
      "an update after \(history.history) re-runs is \(history.afterHistoryMilliseconds / max(history.freshMilliseconds, 1e-9))× "
        + "the same update on a fresh tree (budget 1.5×)")
  }

  let small = report.runtime.updateMilliseconds["100"] ?? 0
  let large = report.runtime.updateMilliseconds["10000"] ?? 0
  if large > 3 * small {
    report.overBudget.append(
      "update at 10,000 rows is \(large / max(small, 1e-9))× the time at 100 (budget 3×)")
  }
  if Set(report.runtime.updateBodyEvaluations.values).count > 1 {
    report.overBudget.append("updates evaluate different numbers of bodies at different sizes")
  }
  if let mount = report.runtime.mountMilliseconds["10000"], mount > 100 {
    report.overBudget.append("mounting 10,000 rows takes \(mount) ms (budget 100 ms)")
  }

}

if !arguments.contains("--skip-shell") {
  do {
    let shell = try ShellBenchmark.measure(runs: quick ? 3 : 15)
    report.shell = .init(
      startToPromptMilliseconds: shell.startToPromptMilliseconds, listMilliseconds: shell.listMilliseconds,
      scriptListMilliseconds: shell.scriptListMilliseconds)
    if shell.startToPromptMilliseconds > 50 || shell.listMilliseconds > 50
      || (shell.scriptListMilliseconds ?? 0) > 50
    {
      report.overBudget.append("shell start, list or scripts/lessons list over 50 ms")
    }
  } catch {
    FileHandle.standardError.write(Data("lessons-bench: shell benchmark skipped: \(error)\n".utf8))
    report.notMeasured.append("the shell (\(error))")
  }
}

if !arguments.contains("--skip-check") {
  do {
    let (root, binary) = try EngineBenchmark.locateBinary()
    let figures = try EngineBenchmark(root: root, binary: binary, runs: quick ? 2 : 5).measure()
    report.engine = figures
    for (name, figure) in [
      ("warm check", figures.warmCheck), ("first check", figures.firstCheck),
      ("watch save to verdict", figures.watchSaveToVerdict), ("warm play", figures.warmPlay),
      ("play recompile", figures.playRecompile), ("warm pack run", figures.packRun),
      ("warm course run", figures.courseRun),
      ("first course run after prepare", figures.firstCourseRunAfterPrepare),
      ("check --all unchanged", figures.checkAllUnchanged),
    ] where !figure.within {
      report.overBudget.append(
        "\(name) is \(String(format: "%.2f", figure.ratio))× its floor (budget \(figure.budget)×)")
    }
    if figures.sandboxCostSeconds > 0.020 {
      report.overBudget.append(
        "the sandbox costs \(String(format: "%.1f", figures.sandboxCostSeconds * 1000)) ms a check (budget 20 ms)"
      )
    }
    if let count = figures.courseRunCompilerProcesses, count > 0 {
      report.overBudget.append(
        "a warm run of \(figures.courseLesson) started \(count) compiler processes (budget 0)")
    }
    if let count = figures.checkAllCompilerProcesses, count > 0 {
      report.overBudget.append(
        "check --all with nothing changed started \(count) compiler processes (budget 0)")
    }
  } catch {
    FileHandle.standardError.write(Data("lessons-bench: engine benchmark skipped: \(error)\n".utf8))
    report.notMeasured.append("the execution engine (\(String(describing: error).prefix(300)))")
  }
}

if !arguments.contains("--skip-determinism") {
  do {
    let (root, binary) = try EngineBenchmark.locateBinary()
    let determinism = try DeterminismBenchmark.measure(root: root, binary: binary, runs: quick ? 5 : 200)
    report.determinism = .init(
      runsPerVersion: determinism.runsPerVersion, versions: determinism.versions,
      deviations: determinism.deviations, deviating: determinism.deviating)
    if determinism.deviations > 0 {
      report.overBudget.append(
        "\(determinism.deviations) lesson versions printed another transcript on a later run (budget 0): "
          + determinism.deviating.joined(separator: "; "))
    }
  } catch {
    FileHandle.standardError.write(Data("lessons-bench: determinism benchmark skipped: \(error)\n".utf8))
    report.notMeasured.append("determinism (\(String(describing: error).prefix(300)))")
  }
}

print(arguments.contains("--json") ? report.json() : report.table(sizes: sizes))
