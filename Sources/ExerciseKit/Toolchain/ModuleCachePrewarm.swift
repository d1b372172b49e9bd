import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Fills a runtime build's clang module cache (``RuntimeModule/moduleCacheDirectory``)
/// before any compile of code that is not ours reads it.
///
/// Every compile imports clang modules (`SwiftShims`, the C library's, Foundation's
/// shims); building them costs a compile 1.3 s (measured: 1.42 s against 0.10 s with
/// them built). Sandboxed compiles see the cache read-only, so that no compile can
/// leave a module a later one would load; so the tool builds them here, by
/// type-checking a file that imports what a checked, played or lesson file may import,
/// in both language modes (the clang modules' hash differs between `-swift-version 5`
/// and `6`). A compile that needs a module not built here still works: it builds it in
/// its own folder (see ``ExerciseWorkbench/compile(_:toolchain:runtime:in:options:cancellation:)``).
///
/// The cache is built in place (a module records the paths of the modules it imports,
/// so a cache built elsewhere and moved is out of date), under the runtime's build lock
/// and before the runtime is handed out; ``doneMarker``, written last, says it is whole.
enum ModuleCachePrewarm {
  /// The file in a finished cache that says it is finished.
  static let doneMarker = "prewarmed-v1"

  /// The modules a prewarm imports: the runtime's and ours, and the system's a SwiftUI
  /// file or a check may name.
  static let imports = [
    "StateRuntime", "Foundation", "Observation", "Dispatch", "Synchronization",
    RuntimeModuleCache.protocolModule,
    RuntimeModuleCache.playDriverModule, RuntimeModuleCache.checkHarnessModule,
  ]

  /// Whether `runtime`'s module cache is complete.
  static func isDone(_ runtime: URL) -> Bool {
    FileManager.default.fileExists(
      atPath: runtime.appendingPathComponent("ModuleCache/\(doneMarker)").path)
  }

  /// Builds the module cache of the runtime in `runtime` with `toolchain`; best effort (a
  /// cache the tool cannot write only makes compiles slower).
  static func build(runtime: URL, toolchain: Toolchain, timeout: Double, cancellation: CancellationFlag?) {
    let manager = FileManager.default
    // A module records the cache's path as given: a path through a link (a cache whose
    // `runtime` folder links to another's) would be stale for every compile that binds
    // the real folder, so the cache is built at the path with links resolved.
    let runtime = runtime.resolvingSymlinksInPath()
    let cache = runtime.appendingPathComponent("ModuleCache", isDirectory: true)
    try? manager.removeItem(at: cache)
    guard (try? manager.createDirectory(at: cache, withIntermediateDirectories: true)) != nil else {
      return
    }
    var imports = imports
    if manager.fileExists(atPath: runtime.appendingPathComponent(StateMacroModule.moduleFileName).path) {
      imports.append("StateMacros")
    }
    let probe = cache.appendingPathComponent("probe.swift")
    let source = imports.map { "import \($0)\n" }.joined() + "#if canImport(Glibc)\nimport Glibc\n#endif\n"
    guard (try? Data(source.utf8).write(to: probe)) != nil else { return }
    let plugin = runtime.appendingPathComponent(EntryMacroPlugin.libraryName)
    let pluginArguments =
      manager.fileExists(atPath: plugin.path) ? ["-load-plugin-library", plugin.path] : []
    // The two language modes' typechecks run at once (about 2 s each, one core each); clang
    // locks a module while it builds it, so what both need is built once.
    let versions = ["6", "5"]
    let succeeded = Mutex([Bool](repeating: false, count: versions.count))
    DispatchQueue.concurrentPerform(iterations: versions.count) { index in
      let version = versions[index]
      let arguments =
        CheckBuild.flags(swiftVersion: version) + [
          "-module-name", "LessonsPrewarm", "-parse-as-library", "-typecheck",
          "-I", runtime.path,
          "-I", runtime.appendingPathComponent(RuntimeModuleCache.harnessFolder).path,
          "-module-cache-path", cache.path, probe.path,
        ] + pluginArguments
      var environment = ProcessInfo.processInfo.environment
      environment["TMPDIR"] = cache.path
      let outcome = try? ChildProcess(
        configuration: .init(
          executable: toolchain.swiftc.path, arguments: arguments, environment: environment,
          timeout: timeout)
      ).run(cancellation: cancellation)
      if outcome?.termination == .exited(0) { succeeded.withLock { $0[index] = true } }
    }
    guard succeeded.withLock({ $0.allSatisfy { $0 } }) else { return }
    try? manager.removeItem(at: probe)
    for name in (try? manager.contentsOfDirectory(atPath: cache.path)) ?? []
    where name.hasPrefix("TemporaryDirectory.") {
      try? manager.removeItem(at: cache.appendingPathComponent(name))
    }
    // Clang makes its folders 0750: a sandbox running as `nobody` (the tool being root)
    // could not read them, and would build every module again in its own folder.
    let enumerator = manager.enumerator(atPath: cache.path)
    while let name = enumerator?.nextObject() as? String {
      var info = stat()
      let path = cache.appendingPathComponent(name).path
      guard lstat(path, &info) == 0 else { continue }
      let kind = info.st_mode & S_IFMT
      if kind == S_IFDIR {
        chmod(path, 0o755)
      } else if kind == S_IFREG {
        chmod(path, 0o644)
      }
    }
    _ = manager.createFile(atPath: cache.appendingPathComponent(doneMarker).path, contents: Data())
  }
}
