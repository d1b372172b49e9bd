import Foundation
import WorkbenchSupport

/// Saved results of earlier checks, reused when nothing that decides a result changed.
///
/// `check-results/<id>.json` in the state directory holds the last result and its
/// key: the exercise's folder, the SHA-256 of the learner's file, the verified checks
/// and harness digests, the runtime module's key and the limits. Any change to one of
/// them is a miss.
/// Timeouts are not saved: they depend on how busy the machine was.
struct CheckResultCache: Sendable {
  let directory: URL
  /// The cache folder, whose lock says whether a run outside the sandbox is going on (see ``UnsandboxedRun``).
  let cacheDirectory: URL

  private struct Saved: Codable {
    var key: String
    var result: ExerciseResult
  }

  init(directories: StateDirectory) {
    directory = directories.stateFile("check-results")
    cacheDirectory = directories.cacheURL
  }

  /// The key for checking `learnerSource` with these shipped files, runtime and options.
  static func key(
    exercise: Exercise, learnerSource: Data, checks: Data, harness: [(name: String, data: Data)],
    runtime: RuntimeModule, options: CheckOptions
  ) -> String {
    var hasher = SHA256()
    // The folder too: a saved result names the files it read (a compile error's path), so
    // one saved before the exercise moved (from `Exercises/ID/` into its lesson folder, or
    // with the checkout) is checked again rather than shown with paths that are gone.
    hasher.update("lessons-result-v1\0\(exercise.id)\0\(exercise.directory.standardizedFileURL.path)\0")
    hasher.update("\(runtime.key)\0")
    hasher.update("\(options.timeout)\0\(options.memoryLimitBytes)\0\(options.outputLimit)\0")
    hasher.update(SHA256.hex(checks) + "\0")
    for file in harness { hasher.update("\(file.name)\0\(SHA256.hex(file.data))\0") }
    hasher.update(learnerSource)
    return hasher.hexDigest()
  }

  /// The saved result for `id` when its key is `key`.
  func result(for id: String, key: String) -> ExerciseResult? {
    guard let data = try? Data(contentsOf: file(id)),
      let saved = try? JSONDecoder().decode(Saved.self, from: data), saved.key == key
    else { return nil }
    return saved.result
  }

  /// Saves `result` under `key`; a failure to save only costs a later re-check.
  func save(_ result: ExerciseResult, key: String) {
    guard result.status != .timeout else { return }
    var result = result
    result.progressNotice = nil
    result.reused = false
    guard let data = try? JSONEncoder().encode(Saved(key: key, result: result)) else { return }
    UnsandboxedRun.writingWhenNoneRuns(cache: cacheDirectory) {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? data.write(to: file(result.id), options: .atomic)
    }
  }

  private func file(_ id: String) -> URL { directory.appendingPathComponent("\(id).json") }
}
