import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a run outside the sandbox from making a later sandboxed run pass.
///
/// Without the sandbox, code that is not ours (a compile's macro plugin, the linker, a
/// check or play program) runs with the user's rights and could rewrite what later runs
/// trust: the runtime cache (its libraries, supervisor, harness and clang modules, and
/// the manifest that records their digests), the checks' object cache and the saved
/// check results. Their digests in the manifest could be rewritten too, so they are not
/// what decides. What decides is what that code cannot change: before the run the tool
/// records, in its own memory, each trusted file's stamp (size, modification and
/// change times, inode; the change time cannot be set from user space), and after it
/// compares. Anything changed, added or removed, and the cache it is in is removed (the
/// runtime is rebuilt by the next run, the objects compiled again or the checks run
/// again), which is said on standard error.
///
/// A run whose tool was killed before it could compare leaves its marker
/// (`<runtime>.unsandboxed-<pid>`, locked while the run lasts): the next preparation of
/// the runtime finds it unlocked and distrusts the same way (``recoverInterruptedRuns(in:)``).
///
/// What stays out of reach: the learner's progress marks (`exercise-progress.json`),
/// which record what the learner did rather than decide a result, and anything outside
/// the tool's folders.
enum UnsandboxedRun {
  /// The name every marker starts with, after the runtime's key.
  static let markerInfix = ".unsandboxed-"

  /// The lock a run outside the sandbox holds shared while it lasts, in the cache folder
  /// `cache`: the tool's own writes to the caches it watches take it exclusively, so that
  /// no change a run's guard sees is the tool's (see ``writingWhenNoneRuns(cache:_:)``).
  static func lockFile(cache: URL) -> URL { cache.appendingPathComponent("unsandboxed-runs.lock") }

  /// How long the tool's own write waits for the runs outside the sandbox to end before it
  /// gives up the write (which costs only a later recompile or rerun).
  static let writeWait: Duration = .seconds(5)

  /// Runs `write` (the tool storing a compiled object or a result in a watched cache) once
  /// no run outside the sandbox is going on, in this process or another: at once where
  /// the sandbox runs everything, else after the runs going on now, or not at all after
  /// ``writeWait``.
  static func writingWhenNoneRuns(cache: URL, _ write: () -> Void) {
    try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let lock = open(lockFile(cache: cache).path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard lock >= 0 else { return write() }  // A cache nobody can lock cannot be watched either.
    defer { close(lock) }
    // A run may last its whole timeout: past the wait, the write is given up.
    guard ExclusiveFlock.take(lock, within: writeWait, polling: .milliseconds(20)) else { return }
    write()
  }

  /// Runs `body`; when `sandboxed` is false, with the trusted files of `runtime` compared
  /// before and after, and distrusted when they changed.
  ///
  /// - Parameter holdingStores: whether the tool's own stores wait for `body` (see
  ///   ``writingWhenNoneRuns(cache:_:)``): yes for a compile, link or check, which end
  ///   within their time limits; no for a `play` session, which may last an hour, and
  ///   after which a cache another check stored into meanwhile is distrusted instead.
  static func guarding<T>(
    _ runtime: RuntimeModule, sandboxed: Bool, holdingStores: Bool = true,
    _ body: () throws(ExerciseError) -> T
  ) throws(ExerciseError) -> T {
    guard !sandboxed else { return try body() }
    let cache = runtime.cacheDirectory
    let shared =
      holdingStores ? open(lockFile(cache: cache).path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644) : -1
    if shared >= 0 { while flock(shared, LOCK_SH) != 0 && errno == EINTR {} }
    defer { if shared >= 0 { close(shared) } }
    let trusted = [runtime.directory] + runtime.trustedPaths
    let before = trusted.map { stamps(of: [$0]) }
    let marker = runtime.directory.deletingLastPathComponent().appendingPathComponent(
      "\(runtime.key)\(markerInfix)\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
    let lock = open(marker.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    if lock >= 0 { _ = flock(lock, LOCK_EX | LOCK_NB) }
    defer {
      // Each root on its own. The tool's own stores wait for no run outside (see
      // `writingWhenNoneRuns`), so a change here is that run's or another such run's.
      let changed = zip(trusted, before).filter { stamps(of: [$0.0]) != $0.1 }.map(\.0)
      if !changed.isEmpty {
        distrust(changed, because: "code ran outside the sandbox while they could be written")
      }
      unlink(marker.path)
      if lock >= 0 { close(lock) }
    }
    return try body()
  }

  /// Distrusts the runtime caches of `runtimeDirectory` (`<cache>/runtime`) for every
  /// marker no live run holds: the runtime builds whose key it names and the `others`.
  static func recoverInterruptedRuns(in runtimeDirectory: URL, others: [URL]) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: runtimeDirectory.path)) ?? []
    for name in names {
      guard let range = name.range(of: markerInfix) else { continue }
      let marker = runtimeDirectory.appendingPathComponent(name)
      let lock = open(marker.path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
      guard lock >= 0 else { continue }
      defer { close(lock) }
      guard flock(lock, LOCK_EX | LOCK_NB) == 0 else { continue }  // A run in progress holds it.
      let key = String(name[..<range.lowerBound])
      distrust(
        [runtimeDirectory.appendingPathComponent(key, isDirectory: true)] + others,
        because: "a run outside the sandbox ended before the tool could check them")
      unlink(marker.path)
    }
  }

  /// Removes `paths`, saying why once.
  private static func distrust(_ paths: [URL], because reason: String) {
    for path in paths { try? FileManager.default.removeItem(at: path) }
    let names = paths.map(\.path).joined(separator: ", ")
    FileHandle.standardError.write(
      Data(
        ("lessons: \(names) changed, or may have, because \(reason); removed, to be built or checked "
          + "again.\n").utf8))
  }

  /// Each file's stamp under `paths`, by path; folders by name only (their times change
  /// when the tool marks a runtime in use).
  static func stamps(of paths: [URL]) -> [String: String] {
    var result: [String: String] = [:]
    for root in paths {
      var pending = [root.path]
      while let path = pending.popLast() {
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        if info.st_mode & S_IFMT == S_IFDIR {
          result[path] = "folder"
          for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            pending.append("\(path)/\(name)")
          }
        } else {
          #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
          #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
          #endif
          result[path] =
            "\(info.st_mode) \(info.st_size) \(info.st_ino) \(modified.tv_sec).\(modified.tv_nsec) "
            + "\(changed.tv_sec).\(changed.tv_nsec)"
        }
      }
    }
    return result
  }
}
