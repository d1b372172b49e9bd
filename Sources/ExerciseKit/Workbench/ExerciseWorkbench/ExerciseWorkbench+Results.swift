import Foundation
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExerciseWorkbench {
  func interpret(
    _ outcome: ProcessOutcome, nonce: String, expected: [String], exercise: Exercise, options: CheckOptions
  ) -> ExerciseResult {
    let report = HarnessReport(channel: outcome.resultChannel, nonce: nonce, expected: expected)
    // Messages quote what the learner's views show: made visible like the output.
    let checks = report.results.map { check in
      var check = check
      check.message = VisibleText.escapingControls(check.message)
      check.log = check.log.map(VisibleText.escapingControls)
      return check
    }
    var result = ExerciseResult(id: exercise.id, status: .failed, checks: checks)
    // Made visible, never replayed raw: the program's text cannot move the cursor,
    // clear the screen or draw a "✓ passed" over the real verdict.
    result.output = VisibleText.escapingControls(CrashMessage.strippingTrace(from: outcome.output))
    if outcome.droppedOutputBytes > 0 {
      result.notes.append(
        "The program printed \(outcome.droppedOutputBytes) more bytes than shown: "
          + "output beyond \(options.outputLimit / 1024) KiB is dropped.")
    }
    if !report.violations.isEmpty {
      result.notes.append(
        "The results are not trusted: the result channel carried "
          + report.violations.joined(separator: "; ") + ". Only the harness reports results, once per check.")
    }
    func markInterrupted(_ outcome: CheckResult.Outcome) {
      result.interruptedCheck = report.unfinishedCheck
      if let name = report.unfinishedCheck, let index = result.checks.firstIndex(where: { $0.name == name }),
        result.checks[index].outcome == .notRun
      {
        result.checks[index].outcome = outcome
      }
    }
    switch outcome.termination {
    case .timedOut:
      result.status = .timeout
      markInterrupted(.timedOut)
    case .exited(0) where report.finished:
      result.status =
        report.isComplete && result.checks.allSatisfy(\.passed) && !expected.isEmpty ? .passed : .failed
    case .exited(let code):
      result.status = .crashed
      markInterrupted(.crashed)
      result.crashMessage =
        describe(CrashMessage.find(in: outcome.output), report: outcome.crashReport, exercise: exercise)
        ?? (code == 0
          ? "The program exited before the checks finished (did something call exit()?)."
          : "The program exited with code \(code) before the checks finished (did something call exit()?).")
    case .signalled(let signal):
      result.status = .crashed
      markInterrupted(.crashed)
      result.crashMessage =
        describe(CrashMessage.find(in: outcome.output), report: outcome.crashReport, exercise: exercise)
        ?? "Stopped by \(CrashMessage.signalName(signal))."
      if outcome.output.contains("failed to allocate") || signal == SIGKILL || signal == SIGSEGV {
        result.notes.append(
          "Check programs may use at most \(options.memoryLimitBytes >> 20) MiB of memory; "
            + "an endless loop that allocates ends like this.")
      }
    case .cancelled:
      result.status = .failed
    }
    if let mismatch = report.protocolMismatch {
      // Nothing the child said was read: say why, instead of a crash or a bare failure.
      result.status = .crashed
      result.crashMessage = mismatch.description
    }
    // The crash message is a line of the program's output: visible, like the rest of it.
    result.crashMessage = result.crashMessage.map(VisibleText.escapingControls)
    return result
  }

  /// The crash message, with where it happened: the file (and function) the runtime's
  /// crash report blames, and the line when the runtime's message names that same file.
  ///
  /// Only the exercise's own files are worth pointing at; a standard-library location
  /// (an index out of range) says nothing about the learner's code. Without a report
  /// (no backtracer) a printed location is believed only when it names the learner's
  /// file: a program can print anything, and it must not send the learner to the checks.
  func describe(_ crash: CrashMessage?, report: String?, exercise: Exercise) -> String? {
    let blamed = report.flatMap(CrashReport.init(json:))?.blame([
      CheckBuild.submissionModule: exercise.learnerFileName, CheckBuild.checksModule: "Checks.swift",
    ])
    let file = blamed?.file ?? (crash?.file == exercise.learnerFileName ? crash?.file : nil)
    guard let file else { return crash?.message }
    let path =
      file == exercise.learnerFileName
      ? Self.displayPath(exercise.learnerFile) : Self.displayPath(exercise.checksFile)
    let message = crash?.message ?? "The program crashed"
    if let line = crash?.line, crash?.file == file {
      return "\(message) (at \(path):\(line))"
    }
    return "\(message) (in \(blamed?.function ?? "?"), at \(path))"
  }

  /// The errors in `output`, at the learner's paths.
  ///
  /// - Parameter learnersCompile: whether `output` is the learner's own compile, which
  ///   read no file but theirs: a diagnostic at any other name (a `#sourceLocation`'s
  ///   `Checks.swift`) is theirs too.
  func diagnostics(
    _ output: String, build: CheckBuild, exercise: Exercise, learnerSource: String,
    learnersCompile: Bool = false
  ) -> [Diagnostic] {
    func lines(_ url: URL) -> [Substring] {
      // Copies in the build folder, which the compile wrote in: read as any file there is.
      let data = ScratchFile.contents(url.path, limit: ScratchFile.buildLimit) ?? Data()
      return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
    let files = [
      DiagnosticParser.FileMapping(
        compiledPath: build.learnerCopy.path, displayPath: Self.displayPath(exercise.learnerFile),
        origin: .learnerFile, lines: learnerSource.split(separator: "\n", omittingEmptySubsequences: false)),
      DiagnosticParser.FileMapping(
        compiledPath: build.checksCopy.path, displayPath: Self.displayPath(exercise.checksFile),
        origin: .checks,
        lines: lines(build.checksCopy)),
      DiagnosticParser.FileMapping(
        compiledPath: build.entryPoint.path, displayPath: "(generated entry point) main.swift",
        origin: .harness,
        lines: lines(build.entryPoint)),
    ]
    // A source line quoted back may hold any byte the learner's file holds: made visible.
    let parser = DiagnosticParser(
      files: learnersCompile ? [files[0]] : files, otherFiles: learnersCompile ? files[0] : nil)
    let parsed = parser.parse(output).map { diagnostic in
      var diagnostic = diagnostic
      diagnostic.message = VisibleText.escapingControls(diagnostic.message)
      diagnostic.sourceLine = diagnostic.sourceLine.map(VisibleText.escapingControls)
      return diagnostic
    }
    if !parsed.isEmpty { return parsed }
    // No parseable error (a linker failure, a crashed compiler): show the raw output.
    let raw = output.trimmingCharacters(in: .whitespacesAndNewlines)
    return [
      Diagnostic(
        origin: .tool, file: "", line: 0, column: 0, severity: "error",
        message: raw.isEmpty ? "swiftc failed without a message" : String(raw.prefix(4000)))
    ]
  }
}
