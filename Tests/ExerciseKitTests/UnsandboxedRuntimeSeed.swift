import Foundation
import TestSupport

@testable import ExerciseKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The runtime of the cache of runs outside the sandbox (``ScratchProject/unsandboxedCache``),
/// copied from the shared cache's when that one is built, instead of built a second time
/// (some 30 s of CPU, a tenth of this target's).
///
/// The copy is published as a build is (``RuntimeModuleCache/prepare(announce:timeout:cancellation:)``),
/// under the same lock: copied into a staging folder, its files found intact there (re-hashed,
/// as copies have new stamps, and the new stamps recorded), renamed into place, and its C
/// module cache built at its own path before the lock is let go. So no run outside the
/// sandbox can see its files change: the one try that was not published this way restamped
/// the manifest under such a run, which then removed the runtime under another compile.
/// The shared runtime's own module cache is not copied: clang's modules record their path.
enum UnsandboxedRuntimeSeed {
  /// Seeds the cache of runs outside the sandbox for `workbench`'s project when it holds no
  /// runtime of its sources, building the shared cache's first if that one has none either
  /// (blocking: call it where a test would wait for the runtime anyway). Whatever fails
  /// leaves the cache as it was: the first run outside the sandbox then builds its runtime,
  /// as a learner's would.
  static func seed(like workbench: ExerciseWorkbench) {
    guard let toolchain = try? workbench.toolchain() else { return }
    func cache(_ directory: URL) -> RuntimeModuleCache {
      RuntimeModuleCache(
        toolchain: toolchain, sourcesDirectory: workbench.catalog.runtimeSourcesDirectory,
        playDriverDirectory: workbench.catalog.playDriverSourcesDirectory,
        checkHarnessFiles: workbench.catalog.registry.harness.keys.sorted().map {
          workbench.catalog.harnessDirectory.appendingPathComponent($0)
        },
        cacheDirectory: directory, environment: workbench.environment)
    }
    let target = cache(ScratchProject.unsandboxedCache)
    guard let files = try? target.sourceFiles(), let driverFiles = try? target.playDriverFiles(),
      let key = try? target.memoisedKey(for: files, playDriverFiles: driverFiles)
    else { return }
    let runtimes = ScratchProject.unsandboxedCache.appendingPathComponent("runtime", isDirectory: true)
    let destination = runtimes.appendingPathComponent(key, isDirectory: true)
    if ready(destination) { return }
    let source = ScratchProject.sharedCache.appendingPathComponent("runtime/\(key)", isDirectory: true)
    if !ready(source) {
      // Built there first, or waited for: most of the suite needs it anyway, and a second
      // build beside it would take the cores from both.
      guard let shared = try? TestProject(exercises: [:]) else { return }
      defer { shared.remove() }
      guard (try? shared.workbench.prepareRuntime()) != nil, ready(source) else { return }
    }

    let manager = FileManager.default
    guard (try? manager.createDirectory(at: runtimes, withIntermediateDirectories: true)) != nil else {
      return
    }
    let lock = open(runtimes.appendingPathComponent("\(key).lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0 else { return }
    defer { close(lock) }  // Closing releases the flock.
    while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
    if ready(destination) { return }  // Built or seeded while this waited.

    let staging = runtimes.appendingPathComponent(
      ".building-\(key.prefix(12))-\(getpid())", isDirectory: true)
    guard ScratchProject.stageRuntimeCopy(of: source, at: staging) else { return }
    guard case .intact = CacheManifest.verify(staging) else {
      try? manager.removeItem(at: staging)
      return
    }
    try? manager.removeItem(at: destination)
    guard rename(staging.path, destination.path) == 0 else {
      try? manager.removeItem(at: staging)
      return
    }
    ModuleCachePrewarm.build(runtime: destination, toolchain: toolchain, timeout: 300, cancellation: nil)
  }

  /// Whether `runtime` is a finished build: its files as recorded and its C modules built.
  private static func ready(_ runtime: URL) -> Bool {
    guard case .intact = CacheManifest.verify(runtime) else { return false }
    return ModuleCachePrewarm.isDone(runtime)
  }
}
