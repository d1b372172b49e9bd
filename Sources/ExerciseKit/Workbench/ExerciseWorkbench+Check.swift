import Foundation
import Synchronization
import WorkbenchSupport

extension ExerciseWorkbench {
  /// Compiles the learner's file for `id` with its checks, runs them, records progress.
  ///
  /// A problem with the learner's code is a result (``ExerciseStatus``); only setup
  /// problems throw: an unknown id, no compiler, an unbuildable runtime, Ctrl-C.
  public func check(
    _ id: String, options: CheckOptions = CheckOptions(), events: CheckEvents = .silent,
    cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> ExerciseResult {
    let exercise = try exercise(id)
    let toolchain = try toolchain()
    let runtime = try prepareRuntime(events: events, cancellation: cancellation)
    var result = try run(
      exercise, toolchain: toolchain, runtime: runtime, options: options, cancellation: cancellation)
    if options.recordsProgress { record(&result) }
    return result
  }

  /// Checks several exercises (all of them by default) in parallel, one per available core.
  ///
  /// Results come back in catalogue order. `events.progress` is called as each starts and finishes.
  public func checkAll(
    _ ids: [String]? = nil, options: CheckOptions = CheckOptions(), events: CheckEvents = .silent,
    cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> [ExerciseResult] {
    var found: [Exercise] = []
    for id in ids ?? catalogue.ids { found.append(try exercise(id)) }
    let exercises = found
    let toolchain = try toolchain()
    let runtime = try prepareRuntime(events: events, cancellation: cancellation)
    let total = exercises.count
    // Each worker pulls the next exercise; the state is shared, so it sits behind a lock.
    let state = Mutex(CheckAllState(results: Array(repeating: nil, count: total)))
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, total))
    events.progress(0, total, [])
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while true {
        let next: Int? = state.withLock { state in
          guard state.next < total, !state.stopped else { return nil }
          defer { state.next += 1 }
          state.running.append(exercises[state.next].id)
          events.progress(state.done, total, state.running)
          return state.next
        }
        guard let index = next else { return }
        let exercise = exercises[index]
        let outcome: Result<ExerciseResult, ExerciseError>
        do throws(ExerciseError) {
          var result = try run(
            exercise, toolchain: toolchain, runtime: runtime, options: options, cancellation: cancellation)
          if options.recordsProgress { record(&result) }
          outcome = .success(result)
        } catch {
          outcome = .failure(error)
        }
        state.withLock { state in
          state.results[index] = outcome
          state.done += 1
          state.running.removeAll { $0 == exercise.id }
          if case .failure = outcome { state.stopped = true }
          events.progress(state.done, total, state.running)
        }
      }
    }
    let outcomes = state.withLock { $0.results }
    var results: [ExerciseResult] = []
    for outcome in outcomes {
      switch outcome {
      case .success(let result): results.append(result)
      case .failure(let error): throw error
      case nil: continue
      }
    }
    return results
  }

  /// Checks one exercise against an already prepared runtime. Does not record progress.
  func run(
    _ exercise: Exercise, toolchain: Toolchain, runtime: RuntimeModule, options: CheckOptions,
    cancellation: CancellationFlag?
  ) throws(ExerciseError) -> ExerciseResult {
    let started = Date()
    func finish(_ result: ExerciseResult) -> ExerciseResult {
      var result = result
      result.seconds = Date().timeIntervalSince(started)
      return result
    }

    // 1. The checks and the harness must be the ones the tool shipped.
    let verified = verifyShippedFiles(exercise)
    guard verified.tampered.isEmpty, let checks = verified.checks else {
      var result = ExerciseResult(id: exercise.id, status: .tampered)
      result.tamperedFiles = verified.tampered
      if exercise.registeredChecksDigest == nil {
        result.notes.append(
          "This build of lessons does not know the exercise '\(exercise.id)': register its checks in "
            + "ExerciseRegistry.shipped (see \"Add an exercise\" in the README).")
      }
      return finish(result)
    }

    // 2. The learner's file must exist.
    let learnerPath = Self.displayPath(exercise.learnerFile)
    guard let learnerSource = try? String(contentsOf: exercise.learnerFile, encoding: .utf8) else {
      var result = ExerciseResult(id: exercise.id, status: .compileError)
      let exists = FileManager.default.fileExists(atPath: exercise.learnerFile.path)
      result.diagnostics = [
        Diagnostic(
          origin: .learnerFile, file: learnerPath, line: 0, column: 0, severity: "error",
          message: exists
            ? "this file could not be read as UTF-8 text"
            : "this file is missing. Run `\(options.commandPrefix)reset \(exercise.id)` to restore the starting point."
        )
      ]
      return finish(result)
    }

    // 3. Compile copies in a private folder.
    let build = try CheckBuild.prepare(
      exerciseID: exercise.id, learnerFileName: exercise.learnerFileName, learnerSource: learnerSource,
      checks: checks, harness: verified.harness, memoryLimitBytes: options.memoryLimitBytes,
      timeout: options.timeout)
    defer { build.remove() }
    var notes: [String] = []
    if build.rewroteSwiftUIImport {
      notes.append(
        "Your file imports SwiftUI; it was compiled with `import StateRuntime` instead "
          + "(the same names, running on the workbench's runtime).")
    }
    let compile = try ChildProcess(
      configuration: .init(
        executable: toolchain.swiftc.path, arguments: build.compileArguments(runtime: runtime),
        timeout: 300, outputLimit: 256 * 1024)
    ).run(cancellation: cancellation)
    switch compile.termination {
    case .cancelled: throw .cancelled
    case .exited(0): break
    default:
      var result = ExerciseResult(id: exercise.id, status: .compileError)
      result.notes = notes
      result.diagnostics = diagnostics(
        compile.output, build: build, exercise: exercise, learnerSource: learnerSource)
      return finish(result)
    }

    // 4. Run the checks in their own process group, under the limits.
    var environment = ProcessInfo.processInfo.environment
    // The runtime's own message and line are what a learner needs; a register dump is not.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let outcome = try ChildProcess(
      configuration: .init(
        executable: build.executable.path, arguments: [], environment: environment,
        timeout: options.timeout, outputLimit: options.outputLimit, resultChannel: true)
    ).run(cancellation: cancellation)
    if outcome.termination == .cancelled { throw .cancelled }
    var result = interpret(outcome, nonce: build.nonce, exercise: exercise, options: options)
    result.notes = notes + result.notes
    return finish(result)
  }

  private func interpret(_ outcome: ProcessOutcome, nonce: String, exercise: Exercise, options: CheckOptions)
    -> ExerciseResult
  {
    let report = HarnessReport(channel: outcome.resultChannel, nonce: nonce)
    var result = ExerciseResult(id: exercise.id, status: .failed, checks: report.results)
    result.output = CrashMessage.strippingTrace(from: outcome.output)
    if outcome.droppedOutputBytes > 0 {
      result.notes.append(
        "The program printed \(outcome.droppedOutputBytes) more bytes than shown: "
          + "output beyond \(options.outputLimit / 1024) KiB is dropped.")
    }
    switch outcome.termination {
    case .timedOut:
      result.status = .timeout
      result.interruptedCheck = report.unfinishedCheck
    case .exited where report.finished:
      result.status = !report.results.isEmpty && report.results.allSatisfy(\.passed) ? .passed : .failed
    case .exited(let code):
      result.status = .crashed
      result.interruptedCheck = report.unfinishedCheck
      result.crashMessage =
        describe(CrashMessage.find(in: outcome.output), exercise: exercise)
        ?? "The program exited with code \(code) before the checks finished (did something call exit()?)."
    case .signalled(let signal):
      result.status = .crashed
      result.interruptedCheck = report.unfinishedCheck
      result.crashMessage =
        describe(CrashMessage.find(in: outcome.output), exercise: exercise)
        ?? "Stopped by \(CrashMessage.signalName(signal))."
      if outcome.output.contains("failed to allocate") || signal == SIGKILL || signal == SIGSEGV {
        result.notes.append(
          "Check programs may use at most \(options.memoryLimitBytes >> 20) MiB of memory; "
            + "an endless loop that allocates ends like this.")
      }
    case .cancelled:
      result.status = .failed
    }
    return result
  }

  /// The crash message, with the learner's file and line when the runtime named them.
  private func describe(_ crash: CrashMessage?, exercise: Exercise) -> String? {
    guard let crash else { return nil }
    // Only the exercise's own files are worth pointing at; a standard-library
    // location (an index out of range) says nothing about the learner's code.
    guard let file = crash.file, let line = crash.line,
      let path = file == exercise.learnerFileName
        ? Self.displayPath(exercise.learnerFile)
        : file == "Checks.swift" ? Self.displayPath(exercise.checksFile) : nil
    else { return crash.message }
    return "\(crash.message) (at \(path):\(line))"
  }

  private func diagnostics(_ output: String, build: CheckBuild, exercise: Exercise, learnerSource: String)
    -> [Diagnostic]
  {
    func lines(_ url: URL) -> [Substring] {
      ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(
        separator: "\n", omittingEmptySubsequences: false)
    }
    var files = [
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
    for copy in build.harnessCopies {
      files.append(
        DiagnosticParser.FileMapping(
          compiledPath: copy.path,
          displayPath: Self.displayPath(
            catalogue.harnessDirectory.appendingPathComponent(copy.lastPathComponent)),
          origin: .harness, lines: lines(copy)))
    }
    let parsed = DiagnosticParser(files: files).parse(output)
    if !parsed.isEmpty { return parsed }
    // No parseable error (a linker failure, a crashed compiler): show the raw output.
    let raw = output.trimmingCharacters(in: .whitespacesAndNewlines)
    return [
      Diagnostic(
        origin: .tool, file: "", line: 0, column: 0, severity: "error",
        message: raw.isEmpty ? "swiftc failed without a message" : String(raw.prefix(4000)))
    ]
  }

  /// Reads `Checks.swift` and the harness, and names (by display path) every file that
  /// is missing or whose digest differs from the registry.
  func verifyShippedFiles(_ exercise: Exercise) -> (
    checks: Data?, harness: [(name: String, data: Data)], tampered: [String]
  ) {
    var tampered: [String] = []
    let checks = try? Data(contentsOf: exercise.checksFile)
    let checksPath = Self.displayPath(exercise.checksFile)
    if let checks {
      if let digest = exercise.registeredChecksDigest {
        if SHA256.hex(checks) != digest { tampered.append(checksPath) }
      } else {
        tampered.append(checksPath)
      }
    } else {
      tampered.append(checksPath)
    }
    var harness: [(name: String, data: Data)] = []
    for (name, digest) in catalogue.registry.harness.sorted(by: { $0.key < $1.key }) {
      let url = catalogue.harnessDirectory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: url) else {
        tampered.append(Self.displayPath(url))
        continue
      }
      if SHA256.hex(data) != digest { tampered.append(Self.displayPath(url)) }
      harness.append((name, data))
    }
    return (checks, harness, tampered)
  }

  /// Adds this result to the progress file; a failure to save becomes a note, not a lost result.
  func record(_ result: inout ExerciseResult) {
    let status = result.status
    do {
      let (_, notice) = try progress.update(result.id) { record in
        record.attempts += 1
        record.lastStatus = status
        if status.isPass {
          record.passes += 1
          if record.firstPassed == nil { record.firstPassed = Date() }
        }
      }
      if let notice { result.notes.append(notice) }
    } catch {
      result.notes.append("Progress was not saved: \(error.description)")
    }
  }

  /// `url` relative to the current directory when inside it, else absolute: what a learner can click.
  public static func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
    return path
  }
}
