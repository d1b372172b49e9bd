import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds `StateRuntime` once per source-and-compiler combination and keeps it in the cache.
///
/// Layout: `<cache>/runtime/<key>/` with `StateRuntime.swiftmodule` and
/// `libStateRuntime.so` (`.dylib` on macOS), the `play` driver built against it
/// (`LessonsPlayDriver.swiftmodule`, `libLessonsPlayDriver.so`), the `@Entry` macro
/// plugin and on Linux the supervisor, where `<key>` is the SHA-256 of every source
/// file of these (path and bytes), the compiler's fingerprint and the flags.
///
/// Concurrent builders (two shells, `check --all`) take an exclusive `flock` on
/// `<key>.lock`; the loser waits and then finds the module ready. The build goes to
/// a temporary folder renamed into place, so a half-built module is never seen even
/// if the builder is killed.
struct RuntimeModuleCache {
  /// Where the `play` driver's sources are: its folder, and the harness files it shares with checks.
  struct PlayDriverSources {
    /// `Sources/LessonsPlayDriver/`; its links to the harness files (there for SwiftPM) are not used.
    let sourcesDirectory: URL
    /// The harness's `HarnessMessage.swift` and `HarnessChannel.swift`: the copies whose digests
    /// the tool checks.
    let harnessFiles: [URL]
  }

  let toolchain: Toolchain
  let sourcesDirectory: URL
  let playDriver: PlayDriverSources
  let cacheDirectory: URL

  /// `-Onone`, measured: the first check builds the module in 2.5 s instead of 9 s
  /// with `-O`, and the checks, a few dozen body evaluations, run in milliseconds either way.
  static let buildFlags = [
    "-swift-version", "6", "-Onone", "-whole-module-optimization", "-parse-as-library",
  ]

  /// The runtime's source files, sorted so the key does not depend on directory order.
  func sourceFiles() throws(ExerciseError) -> [URL] {
    // Resolved first: the enumerator does not descend into a symlinked folder.
    guard
      let enumerator = FileManager.default.enumerator(
        at: sourcesDirectory.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
    else { throw .runtimeSourcesMissing(path: sourcesDirectory.path) }
    let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
    guard !files.isEmpty else { throw .runtimeSourcesMissing(path: sourcesDirectory.path) }
    return files
  }

  /// The `play` driver's source files: its folder's, then the harness's protocol file.
  func playDriverFiles() throws(ExerciseError) -> [URL] {
    let folder = playDriver.sourcesDirectory.resolvingSymlinksInPath()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let shared = Set(playDriver.harnessFiles.map(\.lastPathComponent))
    let own = names.filter { $0.hasSuffix(".swift") && !shared.contains($0) }.sorted()
    guard !own.isEmpty else { throw .runtimeSourcesMissing(path: playDriver.sourcesDirectory.path) }
    return own.map { folder.appendingPathComponent($0) } + playDriver.harnessFiles
  }

  /// The cache key for the current sources, the supervisor's source and the compiler.
  func key(for files: [URL], playDriverFiles: [URL]) throws(ExerciseError) -> String {
    var hasher = SHA256()
    hasher.update("lessons-runtime-v2\0\(toolchain.fingerprint)\0\(Self.buildFlags.joined(separator: " "))\0")
    hasher.update("\(SupervisorProgram.source)\0")
    hasher.update(
      "\(EntryMacroPlugin.source)\0\(EntryMacroPlugin.hostLibraries(of: toolchain)?.path ?? "")\0")
    // Each file by its name and bytes: a file moved, renamed or changed is another key.
    func add(_ file: URL, as name: String) throws(ExerciseError) {
      let data: Data
      do {
        data = try Data(contentsOf: file)
      } catch {
        throw .fileAccess(path: file.path, reason: (error as NSError).localizedDescription)
      }
      hasher.update("\(name)\0\(data.count)\0")
      hasher.update(data)
    }
    let base = sourcesDirectory.resolvingSymlinksInPath().standardizedFileURL.path
    for file in files { try add(file, as: String(file.standardizedFileURL.path.dropFirst(base.count))) }
    for file in playDriverFiles { try add(file, as: "play/\(file.lastPathComponent)") }
    return hasher.hexDigest()
  }

  /// The module for the current sources, building it first when the cache lacks it.
  ///
  /// A cached build whose files no longer match the digests recorded when it was
  /// built (a truncated or overwritten `.swiftmodule` or `.so`) is rebuilt once, and
  /// `announce` says so: a damaged cache is not the learner's compile error.
  ///
  /// - Parameter announce: called before a build starts, with the message to show.
  func prepare(announce: (String) -> Void, timeout: Double = 300, cancellation: CancellationFlag?)
    throws(ExerciseError) -> RuntimeModule
  {
    let files = try sourceFiles()
    let driverFiles = try playDriverFiles()
    let key = try key(for: files, playDriverFiles: driverFiles)
    let runtimeDirectory = cacheDirectory.appendingPathComponent("runtime", isDirectory: true)
    let target = runtimeDirectory.appendingPathComponent(key, isDirectory: true)
    if case .intact = CacheManifest.verify(target) {
      // Marks it as in use, so pruning by age never removes a module someone still uses.
      utimes(target.path, nil)
      return module(at: target, key: key, builtNow: false)
    }

    do {
      try FileManager.default.createDirectory(at: runtimeDirectory, withIntermediateDirectories: true)
    } catch {
      throw .fileAccess(path: runtimeDirectory.path, reason: (error as NSError).localizedDescription)
    }
    let lock = open(
      runtimeDirectory.appendingPathComponent("\(key).lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0 else {
      throw .fileAccess(path: runtimeDirectory.path, reason: String(cString: strerror(errno)))
    }
    defer { close(lock) }  // Closing releases the flock.
    while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
    // Someone else may have finished the build while we waited for the lock.
    switch CacheManifest.verify(target) {
    case .intact:
      return module(at: target, key: key, builtNow: false)
    case .damaged(let file):
      announce(
        "The cached StateRuntime module is damaged (\(file) does not match the digest recorded when it was "
          + "built); rebuilding it…")
    case .missing:
      announce("Building the StateRuntime module (first check only)…")
    }
    let temporary = runtimeDirectory.appendingPathComponent(".building-\(key.prefix(12))-\(getpid())")
    try? FileManager.default.removeItem(at: temporary)
    do {
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    } catch {
      throw .fileAccess(path: temporary.path, reason: (error as NSError).localizedDescription)
    }
    try build(
      files: files, playDriverFiles: driverFiles, into: temporary, timeout: timeout,
      cancellation: cancellation)
    try? FileManager.default.removeItem(at: target)
    guard rename(temporary.path, target.path) == 0 else {
      throw .fileAccess(path: target.path, reason: String(cString: strerror(errno)))
    }
    pruneStale(in: runtimeDirectory, keeping: key)
    return module(at: target, key: key, builtNow: true)
  }

  private func module(at directory: URL, key: String, builtNow: Bool) -> RuntimeModule {
    #if os(Linux)
      let supervisor: URL? = directory.appendingPathComponent(SupervisorProgram.fileName)
    #else
      let supervisor: URL? = nil
    #endif
    return RuntimeModule(directory: directory, key: key, builtNow: builtNow, supervisor: supervisor)
  }

  /// Builds the module, the `play` driver (and on Linux the supervisor) into `directory`,
  /// then records their digests.
  private func build(
    files: [URL], playDriverFiles: [URL], into directory: URL, timeout: Double,
    cancellation: CancellationFlag?
  ) throws(ExerciseError) {
    var steps: [[String]] = []
    let host = EntryMacroPlugin.hostLibraries(of: toolchain)
    let pluginSource = directory.appendingPathComponent("entry-macros.swift")
    if let host {
      do {
        try Data(EntryMacroPlugin.source.utf8).write(to: pluginSource)
      } catch {
        throw .fileAccess(path: pluginSource.path, reason: (error as NSError).localizedDescription)
      }
      steps.append(EntryMacroPlugin.buildArguments(source: pluginSource, host: host, into: directory))
    }
    steps.append(buildArguments(files: files, into: directory, entryMacro: host != nil))
    steps.append(playDriverArguments(files: playDriverFiles, into: directory))
    #if os(Linux)
      let supervisorSource = directory.appendingPathComponent("supervisor-main.swift")
      do {
        try Data(SupervisorProgram.source.utf8).write(to: supervisorSource)
      } catch {
        throw .fileAccess(path: supervisorSource.path, reason: (error as NSError).localizedDescription)
      }
      steps.append([
        "-swift-version", "5", "-O", "-module-name", "LessonsSupervisor",
        "-o", directory.appendingPathComponent(SupervisorProgram.fileName).path, supervisorSource.path,
      ])
    #endif
    for arguments in steps {
      let outcome = try ChildProcess(
        configuration: .init(
          executable: toolchain.swiftc.path, arguments: arguments, timeout: timeout, outputLimit: 256 * 1024)
      ).run(cancellation: cancellation)
      guard outcome.termination == .exited(0) else {
        try? FileManager.default.removeItem(at: directory)
        switch outcome.termination {
        case .cancelled: throw .cancelled
        case .timedOut: throw .compilerTimedOut(compiler: toolchain.swiftc.path, seconds: timeout)
        default: throw .runtimeBuildFailed(output: outcome.output)
        }
      }
    }
    #if os(Linux)
      try? FileManager.default.removeItem(at: supervisorSource)
    #endif
    try? FileManager.default.removeItem(at: pluginSource)
    var artefacts = [
      "StateRuntime.swiftmodule", Self.libraryName, "\(Self.playDriverModule).swiftmodule",
      Self.playDriverLibraryName,
    ]
    if host != nil { artefacts.append(EntryMacroPlugin.libraryName) }
    #if os(Linux)
      artefacts.append(SupervisorProgram.fileName)
    #endif
    try CacheManifest.record(artefacts, in: directory)
  }

  static let libraryName: String = {
    #if canImport(Darwin)
      return "libStateRuntime.dylib"
    #else
      return "libStateRuntime.so"
    #endif
  }()

  /// The module a `play` program's `main.swift` imports.
  static let playDriverModule = "LessonsPlayDriver"

  static let playDriverLibraryName: String = {
    #if canImport(Darwin)
      return "lib\(playDriverModule).dylib"
    #else
      return "lib\(playDriverModule).so"
    #endif
  }()

  /// Builds the driver against the module just built. Its own run path finds the runtime
  /// beside it, whatever the program that loads it says.
  private func playDriverArguments(files: [URL], into directory: URL) -> [String] {
    var arguments = [
      "-module-name", Self.playDriverModule, "-emit-library", "-emit-module",
      "-emit-module-path", directory.appendingPathComponent("\(Self.playDriverModule).swiftmodule").path,
      "-o", directory.appendingPathComponent(Self.playDriverLibraryName).path,
      "-I", directory.path, "-L", directory.path, "-lStateRuntime",
    ]
    #if canImport(Darwin)
      arguments += [
        "-Xlinker", "-install_name", "-Xlinker", "@rpath/\(Self.playDriverLibraryName)",
        "-Xlinker", "-rpath", "-Xlinker", "@loader_path",
      ]
    #else
      arguments += ["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN"]
    #endif
    return arguments + Self.buildFlags + files.map(\.path)
  }

  private func buildArguments(files: [URL], into directory: URL, entryMacro: Bool) -> [String] {
    var arguments = [
      "-module-name", "StateRuntime", "-emit-library", "-emit-module",
      "-emit-module-path", directory.appendingPathComponent("StateRuntime.swiftmodule").path,
      "-o", directory.appendingPathComponent(Self.libraryName).path,
    ]
    #if canImport(Darwin)
      arguments += ["-Xlinker", "-install_name", "-Xlinker", "@rpath/\(Self.libraryName)"]
    #endif
    if entryMacro {
      arguments += [
        "-D", EntryMacroPlugin.compilationCondition,
        "-load-plugin-library", directory.appendingPathComponent(EntryMacroPlugin.libraryName).path,
      ]
    }
    return arguments + Self.buildFlags + files.map(\.path)
  }

  // Old builds are rebuildable, but another checkout sharing this cache may still use
  // one: only builds untouched for a week go.
  private func pruneStale(in directory: URL, keeping key: String) {
    let manager = FileManager.default
    let weekAgo = Date().addingTimeInterval(-7 * 24 * 3600)
    for name in (try? manager.contentsOfDirectory(atPath: directory.path)) ?? [] where name != key {
      let url = directory.appendingPathComponent(name)
      // A half-built module of a builder that was killed: `.building-<key>-<pid>`, pid gone.
      if name.hasPrefix(".building-"), let pid = name.split(separator: "-").last.flatMap({ pid_t($0) }),
        kill(pid, 0) != 0, errno == ESRCH
      {
        try? manager.removeItem(at: url)
        continue
      }
      guard let modified = (try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date,
        modified < weekAgo
      else { continue }
      try? manager.removeItem(at: url)
    }
  }
}
