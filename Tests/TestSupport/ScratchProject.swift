import Foundation

/// The frame of a throwaway lessons project in a temporary folder, which the test
/// targets fill with exercises of their own.
///
/// The tool takes a folder for a project when it holds a `Package.swift` and the
/// runtime's sources; the sources are links to the real ones, so checks and plays
/// compile exactly as they do for learners.
package enum ScratchProject {
  /// One runtime cache for the whole test run, for every target's projects: the module
  /// is built once, and the cache's build lock makes concurrent tests wait for it.
  ///
  /// One per checkout: two checkouts' suites running at once (some of whose tests damage
  /// the cache on purpose, ToolchainFaultTests) must not rebuild each other's module from
  /// under a check, which then says "no such module 'StateRuntime'".
  ///
  /// `LESSONS_TEST_CACHE` names it instead: `scripts/test` puts it in the build folder, and the
  /// course's `pack check` beside the tests shares it: what either compiles, the other reuses
  /// (the cache is keyed by content, as every learner's is).
  package static let sharedCache =
    ProcessInfo.processInfo.environment[cacheVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-exercisekit-tests-cache-\(getuid())-\(checkoutTag)", isDirectory: true)

  /// The variable that names ``sharedCache``.
  package static let cacheVariable = "LESSONS_TEST_CACHE"

  /// The cache of runs that turn the sandbox off (`LESSONS_SANDBOX=off` and the supervisor's
  /// switches), with a runtime, compiled checks, results and the lock of runs outside the
  /// sandbox of its own. A run outside the sandbox distrusts what changes in its cache
  /// meanwhile (UnsandboxedRun) and removes it: when this cache's `runtime` linked to
  /// ``sharedCache``'s, another process writing there (most likely a compile filling the clang
  /// module cache; the write was not caught) had the shared runtime removed under every test
  /// using it ("unable to find library -lStateRuntime" on a clean clone). Its own runtime costs
  /// one more build per test run.
  package static let unsandboxedCache: URL = {
    let cache = sharedCache.deletingLastPathComponent().appendingPathComponent(
      sharedCache.lastPathComponent + "-unsandboxed", isDirectory: true)
    try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    // A link left by an older suite would still share the runtime.
    let runtime = cache.appendingPathComponent("runtime")
    if (try? FileManager.default.destinationOfSymbolicLink(atPath: runtime.path)) != nil {
      try? FileManager.default.removeItem(at: runtime)
    }
    return cache
  }()

  /// Copies the runtime folder `source` (a cache's `runtime/<key>`) into `staging`, a folder
  /// made anew, all but its clang module cache, whose modules record the path they were built
  /// at; whether every file was copied. A copy that failed part-way is removed. Seeding
  /// ``unsandboxedCache`` this way, then renaming the folder into place, saves building the
  /// runtime a second time.
  package static func stageRuntimeCopy(of source: URL, at staging: URL) -> Bool {
    let manager = FileManager.default
    try? manager.removeItem(at: staging)
    guard (try? manager.createDirectory(at: staging, withIntermediateDirectories: true)) != nil,
      let names = try? manager.contentsOfDirectory(atPath: source.path)
    else { return false }
    for name in names where name != "ModuleCache" {
      guard
        (try? manager.copyItem(
          at: source.appendingPathComponent(name), to: staging.appendingPathComponent(name))) != nil
      else {
        try? manager.removeItem(at: staging)
        return false
      }
    }
    return true
  }

  /// A short tag of the checkout's path (FNV-1a), so each checkout has its own test cache.
  private static var checkoutTag: String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in SourceTree.builtRoot.path.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// Lays out at `root` a `Package.swift`, `Sources/StateRuntime` linked to
  /// `runtimeSources` and `Sources/LessonsPlayDriver` linked to the real driver.
  package static func layOut(
    at root: URL, runtimeSources: URL = SourceTree.url("Sources/StateRuntime")
  ) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: root.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    try manager.createSymbolicLink(
      at: root.appendingPathComponent("Sources/StateRuntime"), withDestinationURL: runtimeSources)
    try manager.createSymbolicLink(
      at: root.appendingPathComponent("Sources/LessonsPlayDriver"),
      withDestinationURL: SourceTree.url("Sources/LessonsPlayDriver"))
  }
}
