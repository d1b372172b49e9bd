import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runtime of the cache of runs outside the sandbox (``ScratchProject/unsandboxedCache``),
/// copied from the suite's shared cache before the binary runs there, instead of built by its
/// first run (some 25 s of CPU, which the whole suite spent whenever a binary test came first).
///
/// ExerciseKitTests seed that cache in their own process (their `UnsandboxedRuntimeSeed`);
/// here the binary does the parts that need the tool's own knowledge:
/// 1. `lessons prepare` on the shared cache builds its runtime where it lacks one, and the
///    course's lessons' programs (most of the suite, and the course's pack check beside it, need
///    both anyway), and names the runtime's folder in the editor settings it writes.
/// 2. The folder is copied (``ScratchProject/stageRuntimeCopy(of:at:)``) and renamed into
///    place under the runtime's lock, the one the tool and the in-process seed take.
/// 3. The first run there finds the copies' digests right, records their stamps and builds
///    their clang modules, as it prepares the runtime before its run outside the sandbox starts
///    (which distrusts a runtime whose files change under it). Not `lessons prepare` there: it
///    would compile every lesson of the course into that cache too.
///
/// Whatever fails leaves that cache as it was, and its first run builds the runtime as before.
enum UnsandboxedCacheSeed {
  /// Seeds the cache once per test process; blocking (call it off the test pool).
  static func seed() {
    _ = seeded
  }

  private static let seeded: Bool = {
    let workspace = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: workspace) }
    guard
      (try? LessonsBinary.run(["prepare"], environment: ["LESSONS_WORKSPACE": workspace.path]))?.status == 0,
      let source = runtimeFolder(namedIn: workspace)
    else { return false }
    return copy(
      source, into: ScratchProject.unsandboxedCache.appendingPathComponent("runtime", isDirectory: true))
  }()

  /// The runtime folder that `lessons prepare` pointed the editor at (`-I` in the
  /// workspace's `compile_flags.txt`, one argument a line).
  private static func runtimeFolder(namedIn workspace: URL) -> URL? {
    guard
      let flags = try? String(
        contentsOf: workspace.appendingPathComponent("compile_flags.txt"), encoding: .utf8)
    else { return nil }
    let lines = flags.split(separator: "\n").map(String.init)
    guard let include = lines.firstIndex(of: "-I"), include + 1 < lines.count else { return nil }
    return URL(fileURLWithPath: lines[include + 1], isDirectory: true)
  }

  /// Copies the runtime folder `source` into `runtimes` under its key, unless one is there;
  /// whether one is there now.
  private static func copy(_ source: URL, into runtimes: URL) -> Bool {
    let manager = FileManager.default
    let key = source.lastPathComponent
    let destination = runtimes.appendingPathComponent(key, isDirectory: true)
    guard (try? manager.createDirectory(at: runtimes, withIntermediateDirectories: true)) != nil else {
      return false
    }
    let lock = open(runtimes.appendingPathComponent("\(key).lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0 else { return false }
    defer { close(lock) }  // Closing releases the flock.
    while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
    guard !manager.fileExists(atPath: destination.path) else { return true }
    let staging = runtimes.appendingPathComponent(".seeding-\(key.prefix(12))-\(getpid())", isDirectory: true)
    guard ScratchProject.stageRuntimeCopy(of: source, at: staging) else { return false }
    guard rename(staging.path, destination.path) == 0 else {
      try? manager.removeItem(at: staging)
      return false
    }
    return true
  }
}
