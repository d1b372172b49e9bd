import Foundation

extension ExerciseWorkbench {
  /// Checks the exercises `ids` again each time one of their files is saved, until `cancellation` is raised.
  ///
  /// ```swift
  /// let stop = CancellationFlag(also: { InterruptSignal.isPending })
  /// try workbench.watch(["draft-title"], cancellation: stop) { result in print(renderer.render(result)) }
  /// ```
  /// Blocks the calling thread. Returns normally when cancelled; a check that was
  /// running is killed. A check still running when its file is saved again is
  /// stopped at once (`onSuperseded`) and the new version checked after the usual
  /// quiet period. `onWaiting` is called whenever it goes back to waiting for a save;
  /// it returns once `stopWhenIdle` is true and no check is running (end of input).
  package func watch(
    _ ids: [String], options: CheckOptions = CheckOptions(), watchOptions: WatchOptions = WatchOptions(),
    events: CheckEvents = .silent, cancellation: CancellationFlag,
    stopWhenIdle: @escaping @Sendable () -> Bool = { false },
    onWaiting: @Sendable ([Exercise]) -> Void = { _ in },
    onSuperseded: @Sendable (Exercise) -> Void = { _ in },
    onResult: @Sendable (ExerciseResult) -> Void
  ) throws(ExerciseError) {
    var exercises: [Exercise] = []
    for id in ids { exercises.append(try exercise(id)) }
    for exercise in exercises { try provideLearnerFile(exercise) }
    let toolchain = try toolchain()
    let runtime = try prepareRuntime(events: events, cancellation: cancellation)

    func checkNow(_ exercise: Exercise, seen: FileFingerprint) throws(ExerciseError) {
      // Stops this check as soon as the file changes again: its result would be stale.
      let path = exercise.learnerFile.path
      let run = CancellationFlag(also: { cancellation.isCancelled || FileFingerprint.of(path) != seen })
      do throws(ExerciseError) {
        var result = try self.check(
          exercise, toolchain: toolchain, runtime: runtime, options: options, cancellation: run)
        if options.recordsProgress { record(&result) }
        onResult(result)
      } catch .cancelled where !cancellation.isCancelled {
        onSuperseded(exercise)
      }
    }

    var seen = exercises.map { FileFingerprint.of($0.learnerFile.path) }
    let signal = DirectoryChangeSignal(
      directories: watchOptions.usesFileEvents ? exercises.map(\.learnerFolder.path) : [])
    do throws(ExerciseError) {
      if watchOptions.checksAtStart {
        for (index, exercise) in exercises.enumerated() { try checkNow(exercise, seen: seen[index]) }
      }
      onWaiting(exercises)
      while !cancellation.isCancelled && !stopWhenIdle() {
        // In slices, so cancellation is noticed within a tenth of a second.
        let nextLook = Date().addingTimeInterval(watchOptions.pollInterval)
        while !cancellation.isCancelled, !stopWhenIdle(), Date() < nextLook,
          !signal.wait(upTo: max(0.001, min(0.1, nextLook.timeIntervalSinceNow)))
        {}
        for (index, exercise) in exercises.enumerated() {
          let now = FileFingerprint.of(exercise.learnerFile.path)
          guard now != seen[index] else { continue }
          seen[index] = settle(
            exercise.learnerFile.path, from: now, debounce: watchOptions.debounce, cancellation)
          if cancellation.isCancelled { return }
          try checkNow(exercise, seen: seen[index])
          onWaiting(exercises)
        }
      }
    } catch .cancelled {
      return
    }
  }

  /// Waits until the file has not changed for `debounce` seconds; returns its final fingerprint.
  private func settle(
    _ path: String, from start: FileFingerprint, debounce: Double, _ cancellation: CancellationFlag
  ) -> FileFingerprint {
    var last = start
    var stableSince = Date()
    while !cancellation.isCancelled {
      Thread.sleep(forTimeInterval: min(0.05, debounce))
      let now = FileFingerprint.of(path)
      if now != last {
        last = now
        stableSince = Date()
      } else if Date().timeIntervalSince(stableSince) >= debounce {
        break
      }
    }
    return last
  }
}
