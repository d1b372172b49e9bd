import Foundation
import Synchronization
import WorkbenchSupport

extension ExerciseWorkbench {
  /// Compiles the learner's file for `id` with its checks, runs them, records progress.
  ///
  /// A problem with the learner's code is a result (``ExerciseStatus``); only setup
  /// problems throw: an unknown id, no compiler, an unbuildable runtime, Ctrl-C.
  package func check(
    _ id: String, options: CheckOptions = CheckOptions(), events: CheckEvents = .silent,
    cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> ExerciseResult {
    let exercise = try exercise(id)
    let toolchain = try toolchain()
    // Checks or a harness that are not the shipped ones are refused before anything is
    // built: the harness is compiled into the runtime's cache, so an edited one would cost
    // a whole runtime build (a minute) only to be reported as tampered.
    if var refused = Self.tamperedResult(exercise, verified: verifyShippedFiles(exercise)) {
      if options.recordsProgress { record(&refused) }
      return refused
    }
    let runtime = try prepareRuntime(
      events: events, compileTimeout: options.compileTimeout, cancellation: cancellation)
    var result = try check(
      exercise, toolchain: toolchain, runtime: runtime, options: options, cancellation: cancellation)
    if options.recordsProgress { record(&result) }
    return result
  }

  /// Checks several exercises (all of them by default) in parallel, one per available core.
  ///
  /// Results come back in catalog order. `events.progress` is called as each starts and
  /// finishes, `events.finished` with each result. An exercise whose learner file,
  /// checks, harness, runtime and limits are exactly those of its last check gets that
  /// check's result again (``ExerciseResult/reused``) without compiling anything,
  /// unless ``CheckOptions/reusesResults`` is off.
  package func checkAll(
    _ ids: [String]? = nil, options: CheckOptions = CheckOptions(), events: CheckEvents = .silent,
    cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> [ExerciseResult] {
    var found: [Exercise] = []
    for id in ids ?? catalog.ids { found.append(try exercise(id)) }
    let exercises = found
    let toolchain = try toolchain()
    let total = exercises.count
    // An edited harness refuses every exercise: say so without building a runtime for it.
    let refusals = exercises.map { Self.tamperedResult($0, verified: verifyShippedFiles($0)) }
    if total > 0, refusals.allSatisfy({ $0 != nil }) {
      events.progress(0, total, [])
      var results: [ExerciseResult] = []
      for case var refused? in refusals {
        if options.recordsProgress { record(&refused) }
        results.append(refused)
        events.finished(results.count, total, refused)
        events.progress(results.count, total, [])
      }
      return results
    }
    let runtime = try prepareRuntime(
      events: events, compileTimeout: options.compileTimeout, cancellation: cancellation)
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
          var result = try check(
            exercise, toolchain: toolchain, runtime: runtime, options: options, cancellation: cancellation,
            reuse: options.reusesResults)
          // A reused result is not a new attempt.
          if options.recordsProgress, !result.reused { record(&result) }
          outcome = .success(result)
        } catch .cancelled {
          outcome = .failure(.cancelled)
        } catch {
          // Whatever one exercise's check throws (an object the inspection cannot read, a
          // program that cannot start) is that exercise's result, never the end of the
          // others': `check --all` writes every result and its report.
          var result = Self.unjudged(exercise, error: error)
          if options.recordsProgress { record(&result) }
          outcome = .success(result)
        }
        state.withLock { state in
          state.results[index] = outcome
          state.done += 1
          state.running.removeAll { $0 == exercise.id }
          if case .failure = outcome { state.stopped = true }
          if case .success(let result) = outcome { events.finished(state.done, total, result) }
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

  /// The result of `exercise` when its checks or the harness are not the shipped ones
  /// (``verifyShippedFiles(_:)``), or nil when they are.
  static func tamperedResult(
    _ exercise: Exercise, verified: (checks: Data?, harness: [(name: String, data: Data)], tampered: [String])
  ) -> ExerciseResult? {
    guard !verified.tampered.isEmpty || verified.checks == nil else { return nil }
    var result = ExerciseResult(id: exercise.id, status: .tampered)
    result.tamperedFiles = verified.tampered
    if case .malformed(let problem) = RecordedChecksDigest.read(in: exercise.directory) {
      result.notes.append("The checks of '\(exercise.id)' cannot be trusted: \(problem).")
    } else if verified.tampered.contains(displayPath(exercise.checksFile)), verified.checks != nil {
      result.notes.append(
        "Its Checks.swift differs from the digest its Checks.sha256 records. If you wrote that change "
          + "as the lesson's author, record it: `sha256sum Checks.swift > Checks.sha256` in "
          + "\(displayPath(exercise.directory)).")
    }
    return result
  }

  /// The result of an exercise whose check stopped with `error`: its file could not be judged, so it
  /// does not pass.
  static func unjudged(_ exercise: Exercise, error: ExerciseError) -> ExerciseResult {
    var result = ExerciseResult(id: exercise.id, status: .compileError)
    result.diagnostics = [
      Diagnostic(
        origin: .tool, file: displayPath(exercise.learnerFile), line: 0, column: 0, severity: "error",
        message: "this file could not be checked: \(error)")
    ]
    return result
  }

  /// Checks `exercise` (one outside the project's catalog: a pack's) with `source` in place
  /// of its learner's file, in a copy of its folder; nothing is recorded.
  ///
  /// `pack check` proves with it that a starter fails its checks and a solution passes them.
  package func check(
    _ exercise: Exercise, withLearnerSource source: URL, options: CheckOptions = CheckOptions(),
    cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> ExerciseResult {
    let manager = FileManager.default
    // A stranger's folder: a symlink to the terminal or a FIFO in it would hang the copy
    // or the reads after it, so only regular files and folders are copied.
    for tree in [exercise.directory.path, source.path] {
      if let special = ScratchFile.firstSpecialEntry(under: tree) {
        throw .fileAccess(path: special, reason: "not a regular file or folder (a link, a FIFO or a device)")
      }
    }
    let holder = try LockedFolder(kind: "pack-exercise")
    defer { holder.remove() }
    let copy = holder.url
    let folder = copy.appendingPathComponent(exercise.id, isDirectory: true)
    do {
      try manager.copyItem(at: exercise.directory, to: folder)
      let learner = folder.appendingPathComponent(exercise.learnerFileName)
      try? manager.removeItem(at: learner)
      try manager.copyItem(at: source, to: learner)
    } catch {
      throw .fileAccess(path: copy.path, reason: (error as NSError).localizedDescription)
    }
    let copied = Exercise(
      id: exercise.id, title: exercise.title, task: exercise.task, hints: exercise.hints, directory: folder,
      learnerFileName: exercise.learnerFileName, registeredChecksDigest: exercise.registeredChecksDigest)
    let runtime = try prepareRuntime(
      events: .silent, compileTimeout: options.compileTimeout, cancellation: cancellation)
    return try check(
      copied, toolchain: try toolchain(), runtime: runtime, options: options, cancellation: cancellation)
  }

  /// Checks one exercise against an already prepared runtime. Does not record progress.
  ///
  /// With `reuse`, a saved result for exactly the same inputs is returned instead
  /// (see ``CheckResultCache``); every fresh result is saved for next time.
  func check(
    _ exercise: Exercise, toolchain: Toolchain, runtime: RuntimeModule, options: CheckOptions,
    cancellation: CancellationFlag?, reuse: Bool = false
  ) throws(ExerciseError) -> ExerciseResult {
    let started = Date()
    func finish(_ result: ExerciseResult) -> ExerciseResult {
      var result = result
      result.seconds = Date().timeIntervalSince(started)
      return result
    }

    // 1. The checks and the harness must be the ones the tool shipped.
    let verified = verifyShippedFiles(exercise)
    if let refused = Self.tamperedResult(exercise, verified: verified) { return finish(refused) }
    guard let checks = verified.checks else {
      return finish(ExerciseResult(id: exercise.id, status: .tampered))
    }

    // 2. The learner's file must exist: the starter is copied into the workspace on first use.
    try provideLearnerFile(exercise)
    let learnerPath = Self.displayPath(exercise.learnerFile)
    guard let learnerSource = try? String(contentsOf: exercise.learnerFile, encoding: .utf8) else {
      var result = ExerciseResult(id: exercise.id, status: .compileError)
      let exists = FileManager.default.fileExists(atPath: exercise.learnerFile.path)
      result.diagnostics = [
        Diagnostic(
          origin: .learnerFile, file: learnerPath, line: 0, column: 0, severity: "error",
          message: exists
            ? "this file could not be read as UTF-8 text"
            : "this file is missing. Run `\(options.commandPrefix)restore \(exercise.id)` to restore the starting point."
        )
      ]
      return finish(result)
    }

    let results = CheckResultCache(directories: directories)
    let cacheKey = CheckResultCache.key(
      exercise: exercise, learnerSource: Data(learnerSource.utf8), checks: checks, harness: verified.harness,
      runtime: runtime, options: options)
    if reuse, var saved = results.result(for: exercise.id, key: cacheKey) {
      saved.reused = true
      return saved
    }
    let fresh = try compileAndRun(
      exercise, learnerSource: learnerSource, checks: checks, toolchain: toolchain,
      runtime: runtime, options: options, cancellation: cancellation)
    let result = finish(fresh)
    results.save(result, key: cacheKey)
    return result
  }
}
