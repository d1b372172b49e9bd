import Foundation
import LessonsProtocol
import Synchronization

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
/// `libStateRuntime.so` (`.dylib` on macOS), the tool↔child protocol built against it
/// (`LessonsProtocol`, from the sources embedded in the tool: ``ProtocolSources``), the
/// `play` driver (`LessonsPlayDriver.swiftmodule`, `libLessonsPlayDriver.so`), the check
/// harness in `harness/` (`LessonsCheckHarness`, which every check program links instead
/// of compiling the harness again), the macro plugin (`@Entry`, and `@State` for the files
/// that import `StateMacros`, also built here) and on Linux the
/// supervisor, where `<key>` is the SHA-256 of every source file of these (path and
/// bytes), the compiler's fingerprint and the flags.
///
/// Computing that key means hashing some 800 KB of sources, which a debug build of the
/// tool does slowly; so the digest of all but the harness is memoised under
/// `<cache>/runtime/keys/`, keyed by every such file's ``FileStamp``: a warm check reads
/// stamps, not bytes, and hashes only its project's few kilobytes of harness.
///
/// Concurrent builders (two shells, `check --all`) take an exclusive `flock` on
/// `<key>.lock`; the loser waits and then finds the module ready. The build goes to
/// a temporary folder renamed into place, so a half-built module is never seen even
/// if the builder is killed.
struct RuntimeModuleCache {
  let toolchain: Toolchain
  let sourcesDirectory: URL
  /// `Sources/LessonsPlayDriver/`: every Swift file in it is the driver's.
  let playDriverDirectory: URL
  /// The check harness's files (`Lessons/.harness/*.swift`), built into `LessonsCheckHarness`.
  let checkHarnessFiles: [URL]
  let cacheDirectory: URL
  /// The environment the build's compilers start from (their `$TMPDIR` is the build's own).
  var environment: [String: String] = ProcessInfo.processInfo.environment

  /// `-Onone`, measured: the first check builds the module in 2.5 s instead of 9 s
  /// with `-O`, and the checks, a few dozen body evaluations, run in milliseconds either way.
  static let buildFlags = [
    "-swift-version", "6", "-Onone", "-whole-module-optimization", "-parse-as-library",
  ]

  /// The runtime's source files, sorted so the key does not depend on directory order.
  ///
  /// A folder the enumerator fails to read is not skipped: a list short of a folder would
  /// build a runtime without it (a spurious "cannot find … in scope" from the runtime's own
  /// code, seen once under heavy load) under a key of its own. The walk is tried again, and a
  /// folder that still cannot be read is an error that names it.
  func sourceFiles() throws(ExerciseError) -> [URL] {
    // Resolved first: the enumerator does not descend into a symlinked folder.
    let folder = sourcesDirectory.resolvingSymlinksInPath()
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw .runtimeSourcesMissing(path: sourcesDirectory.path)
    }
    var failure: (path: String, reason: String)?
    for _ in 0..<3 {
      failure = nil
      guard
        let enumerator = FileManager.default.enumerator(
          at: folder, includingPropertiesForKeys: nil, options: [],
          errorHandler: { url, error in
            failure = (url.path, (error as NSError).localizedDescription)
            return false
          })
      else { throw .runtimeSourcesMissing(path: sourcesDirectory.path) }
      // Sorted by paths read once: a URL's `path` is computed afresh on each call, and this
      // runs on every command that compiles (some 220 files, in a debug build).
      let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        .map { ($0, $0.path) }.sorted { $0.1 < $1.1 }.map(\.0)
      if failure != nil { continue }
      guard !files.isEmpty else { throw .runtimeSourcesMissing(path: sourcesDirectory.path) }
      return files
    }
    let unread = failure ?? (sourcesDirectory.path, "it could not be listed")
    throw .fileAccess(path: unread.path, reason: unread.reason)
  }

  /// The `play` driver's source files, sorted by name.
  func playDriverFiles() throws(ExerciseError) -> [URL] {
    let folder = playDriverDirectory.resolvingSymlinksInPath()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    let own = names.filter { $0.hasSuffix(".swift") }.sorted()
    guard !own.isEmpty else { throw .runtimeSourcesMissing(path: playDriverDirectory.path) }
    return own.map { folder.appendingPathComponent($0) }
  }

  /// The inputs of the build that are not files: the compiler, the flags and the sources
  /// compiled into the tool (the supervisor's, the macro plugin's, the protocol's).
  /// v6: the build's ``LinkRecipe`` holds the linker's own command.
  private var fixedInputs: String { fixedInputs(compiledIn: Self.compiledInSourcesDigest) }

  /// ``fixedInputs`` with `compiledIn` standing for the sources compiled into the tool.
  private func fixedInputs(compiledIn: String) -> String {
    "lessons-runtime-v6\0\(toolchain.fingerprint)\0\(Self.buildFlags.joined(separator: " "))\0"
      + "\(compiledIn)\0\(EntryMacroPlugin.hostLibraries(of: toolchain)?.path ?? "")\0"
  }

  /// What a key's memo is held to besides its files' stamps: ``fixedInputs``, with the stamp
  /// of the tool's own executable standing for the sources compiled into it, whose digest
  /// is then not computed (a twentieth of a warm `run LESSON` in the debug build). The
  /// executable's bytes hold those sources, and a stamp cannot stay while they change (see
  /// ``FileStamp``). Where the executable cannot be found or stamped, the digest itself.
  private var memoInputs: String {
    guard let executable = Self.executableStamp else { return fixedInputs }
    return fixedInputs(compiledIn: "executable \(executable)")
  }

  /// The path and stamp of the executable this process runs, read once.
  private static let executableStamp: String? = {
    guard let path = Bundle.main.executablePath, let stamp = FileStamp(path: path) else { return nil }
    return "\(path)\0\(stamp.line)"
  }()

  /// The digest of the sources compiled into the tool, computed once per process.
  private static let compiledInSourcesDigest: String = {
    var hasher = SHA256()
    hasher.update(
      Data("\(SupervisorProgram.source)\0\(EntryMacroPlugin.source)\0\(StateMacroModule.source)\0".utf8))
    for file in ProtocolSources.files {
      hasher.update(Data("protocol/\(file.name)\0\(file.text.utf8.count)\0\(file.text)".utf8))
    }
    return hasher.hexDigest()
  }()

  /// The key of the runtime whose sources (all but the harness) have `runtimeDigest`: that
  /// digest, then each harness file by its name and bytes. The harness is hashed apart
  /// because each project has its own (`Lessons/.harness`), a few kilobytes, while many
  /// projects share one runtime: a tool started in a project seen for the first time then
  /// finds the runtime's digest in its memo and hashes the harness alone.
  private func key(runtimeDigest: String) throws(ExerciseError) -> String {
    var hasher = SHA256()
    hasher.update("\(runtimeDigest)\0")
    for file in checkHarnessFiles { try Self.add(file, as: "harness/\(file.lastPathComponent)", to: &hasher) }
    return hasher.hexDigest()
  }

  /// The SHA-256 of ``fixedInputs`` and of the runtime's and the driver's files, each by its
  /// name (its path under `base`, the sources folder) and bytes: a file moved, renamed or
  /// changed is another digest.
  private func runtimeDigest(for files: [URL], playDriverFiles: [URL], base: String) throws(ExerciseError)
    -> String
  {
    var hasher = SHA256()
    hasher.update(fixedInputs)
    for file in files {
      try Self.add(file, as: String(file.standardizedFileURL.path.dropFirst(base.count)), to: &hasher)
    }
    for file in playDriverFiles { try Self.add(file, as: "play/\(file.lastPathComponent)", to: &hasher) }
    return hasher.hexDigest()
  }

  /// Adds `file` to `hasher` as `name`: its name, its size, then its bytes.
  private static func add(_ file: URL, as name: String, to hasher: inout SHA256) throws(ExerciseError) {
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .fileAccess(path: file.path, reason: (error as NSError).localizedDescription)
    }
    hasher.update("\(name)\0\(data.count)\0")
    hasher.update(data)
  }

  /// The last runtime digest this process found, with the stamps it was found for: the tests
  /// and a long shell session prepare project after project over the same runtime, and a
  /// cache the tool cannot write keeps no memo.
  private static let runtimeDigests = Mutex<(stamps: String, digest: String)?>(nil)

  /// The files' paths and stamps, one per line; nil when a file has no stamp (then nothing is kept).
  private static func stamps(of files: [URL]) -> String? {
    var lines = ""
    for file in files {
      guard let stamp = FileStamp(path: file.path) else { return nil }
      lines += "\(file.path)\0\(stamp.line)\n"
    }
    return lines
  }

  /// A runtime digest computed before, for input files whose stamps are all what they were then.
  private struct DigestMemo: Codable {
    var stamps: String
    var digest: String
  }

  /// The cache key for the current sources, the supervisor's source and the compiler: the
  /// runtime's digest, then the check harness's files (hashed each time).
  ///
  /// The digest is looked for, while no runtime or driver file was written since and the
  /// tool's executable is the one that found it (``memoInputs``), in this process's last
  /// (``runtimeDigests``), then in its memo, and only then computed. The memo's name is a
  /// 64-bit FNV-1a of the stamps, and the memo holds the stamps themselves, so a collision
  /// only costs a recomputation. A missing or unreadable memo is computed again and
  /// rewritten atomically; one the tool cannot write (a read-only cache) only costs the hashing.
  func memoisedKey(for files: [URL], playDriverFiles: [URL]) throws(ExerciseError) -> String {
    let base = sourcesDirectory.resolvingSymlinksInPath().standardizedFileURL.path
    guard let fileStamps = Self.stamps(of: files + playDriverFiles) else {
      return try key(runtimeDigest: runtimeDigest(for: files, playDriverFiles: playDriverFiles, base: base))
    }
    // "digest": a memo of the runtime's digest, not of a whole key as the memos before it held;
    // and the folder the files' names are taken from (``runtimeDigest(for:playDriverFiles:base:)``).
    let stamps = "digest\n" + memoInputs + "\n" + base + "\n" + fileStamps
    if let kept = Self.runtimeDigests.withLock({ $0?.stamps == stamps ? $0?.digest : nil }) {
      return try key(runtimeDigest: kept)
    }
    let memos = cacheDirectory.appendingPathComponent("runtime/keys", isDirectory: true)
    let memo = memos.appendingPathComponent(
      String(Self.fnv1a(Data(stamps.utf8)), radix: 16) + ".json")
    let digest: String
    if let data = try? Data(contentsOf: memo),
      let saved = try? JSONDecoder().decode(DigestMemo.self, from: data),
      saved.stamps == stamps
    {
      digest = saved.digest
    } else {
      digest = try runtimeDigest(for: files, playDriverFiles: playDriverFiles, base: base)
      try? FileManager.default.createDirectory(at: memos, withIntermediateDirectories: true)
      try? JSONEncoder().encode(DigestMemo(stamps: stamps, digest: digest)).write(to: memo, options: .atomic)
    }
    Self.runtimeDigests.withLock { $0 = (stamps, digest) }
    return try key(runtimeDigest: digest)
  }

  /// The 64-bit FNV-1a hash of `data`: fast in a debug build, and only used to name memos.
  static func fnv1a(_ data: Data) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in data {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
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
    let key = try memoisedKey(for: files, playDriverFiles: driverFiles)
    let runtimeDirectory = cacheDirectory.appendingPathComponent("runtime", isDirectory: true)
    let target = runtimeDirectory.appendingPathComponent(key, isDirectory: true)
    if case .intact = CacheManifest.verify(target), ModuleCachePrewarm.isDone(target) {
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
      if !ModuleCachePrewarm.isDone(target) {
        announce("Building the C modules that sandboxed compiles read (once per runtime)…")
        ModuleCachePrewarm.build(
          runtime: target, toolchain: toolchain, timeout: timeout, cancellation: cancellation)
      }
      return module(at: target, key: key, builtNow: false)
    case .damaged(let file):
      announce(
        "The cached StateRuntime module is damaged (\(file) does not match the digest recorded when it was "
          + "built); rebuilding it…")
    case .missing:
      announce(
        "Building the StateRuntime module for check and play "
          + "(once per runtime change, about 20 s on two cores)…")
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
    ModuleCachePrewarm.build(
      runtime: target, toolchain: toolchain, timeout: timeout, cancellation: cancellation)
    pruneStale(in: runtimeDirectory, keeping: key)
    return module(at: target, key: key, builtNow: true)
  }

  private func module(at directory: URL, key: String, builtNow: Bool) -> RuntimeModule {
    #if os(Linux)
      // Spelt as RuntimeModule keeps its folder: links resolved (a sandbox binds that path).
      let supervisor: URL? = directory.resolvingSymlinksInPath().appendingPathComponent(
        SupervisorProgram.fileName)
    #else
      let supervisor: URL? = nil
    #endif
    let recipe = (try? Data(contentsOf: directory.appendingPathComponent(LinkRecipe.fileName))).flatMap {
      try? JSONDecoder().decode(LinkRecipe.self, from: $0)
    }
    return RuntimeModule(
      directory: directory, key: key, builtNow: builtNow, supervisor: supervisor, linkRecipe: recipe)
  }

  /// Builds the module, the protocol, the `play` driver, the check harness (and on Linux
  /// the supervisor) into `directory`, then records their digests.
  ///
  /// Four rounds, each using both cores where it can: the macro plugin the runtime
  /// loads; then the runtime beside the supervisor (which needs nothing of ours); then the
  /// protocol beside the `@State` macro's module (``StateMacroModule``, which needs the plugin
  /// and declares Xcode 27's builder against the runtime); then the `play` driver beside the check harness,
  /// both built against the runtime and the protocol.
  private func build(
    files: [URL], playDriverFiles: [URL], into directory: URL, timeout: Double,
    cancellation: CancellationFlag?
  ) throws(ExerciseError) {
    let host = EntryMacroPlugin.hostLibraries(of: toolchain)
    let pluginSource = directory.appendingPathComponent("entry-macros.swift")
    let supervisorSource = directory.appendingPathComponent("supervisor-main.swift")
    var generated: [(URL, String)] = []
    let stateMacroSource = directory.appendingPathComponent("state-macros.swift")
    if host != nil {
      generated.append((pluginSource, EntryMacroPlugin.source))
      generated.append((stateMacroSource, StateMacroModule.source))
    }
    #if os(Linux)
      generated.append((supervisorSource, SupervisorProgram.source))
    #endif
    let protocolSources = directory.appendingPathComponent("protocol-sources", isDirectory: true)
    for file in ProtocolSources.files {
      generated.append((protocolSources.appendingPathComponent(file.name), file.text))
    }
    do {
      try FileManager.default.createDirectory(at: protocolSources, withIntermediateDirectories: true)
    } catch {
      throw .fileAccess(path: protocolSources.path, reason: (error as NSError).localizedDescription)
    }
    for (url, text) in generated {
      do {
        try Data(text.utf8).write(to: url)
      } catch {
        throw .fileAccess(path: url.path, reason: (error as NSError).localizedDescription)
      }
    }
    let harnessDirectory = directory.appendingPathComponent(Self.harnessFolder, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: harnessDirectory, withIntermediateDirectories: true)
    } catch {
      throw .fileAccess(path: harnessDirectory.path, reason: (error as NSError).localizedDescription)
    }

    // The drivers' `TemporaryDirectory.*` folders go in the staging folder, and go with
    // this folder, not into the user's `$TMPDIR` (a `-###` leaves its folder behind).
    let scratch = directory.appendingPathComponent("tmp", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    } catch {
      throw .fileAccess(path: scratch.path, reason: (error as NSError).localizedDescription)
    }
    defer { try? FileManager.default.removeItem(at: scratch) }
    var environment = self.environment
    environment["TMPDIR"] = scratch.path

    var rounds: [[[String]]] = []
    if let host {
      rounds.append([EntryMacroPlugin.buildArguments(source: pluginSource, host: host, into: directory)])
    }
    var second = [buildArguments(files: files, into: directory, entryMacro: host != nil)]
    #if os(Linux)
      second.append([
        "-swift-version", "5", "-O", "-module-name", "LessonsSupervisor",
        "-o", directory.appendingPathComponent(SupervisorProgram.fileName).path, supervisorSource.path,
      ])
    #endif
    rounds.append(second)
    var third = [
      protocolArguments(
        files: ProtocolSources.files.map { protocolSources.appendingPathComponent($0.name) }, into: directory)
    ]
    // The macro's module declares Xcode 27's builder overloads against the runtime: after it.
    if host != nil {
      third.append(
        StateMacroModule.buildArguments(
          source: stateMacroSource, plugin: directory.appendingPathComponent(EntryMacroPlugin.libraryName),
          into: directory))
    }
    rounds.append(third)
    rounds.append([
      playDriverArguments(files: playDriverFiles, into: directory),
      checkHarnessArguments(into: directory),
    ])
    for round in rounds {
      let outcomes = Self.runConcurrently(
        round, toolchain: toolchain, environment: environment, timeout: timeout, cancellation: cancellation)
      for outcome in outcomes {
        let termination: ProcessOutcome.Termination
        let output: String
        switch outcome {
        case .failure(let error):
          try? FileManager.default.removeItem(at: directory)
          throw error
        case .success(let finished):
          termination = finished.termination
          output = finished.output
        }
        guard termination == .exited(0) else {
          try? FileManager.default.removeItem(at: directory)
          switch termination {
          case .cancelled: throw .cancelled
          case .timedOut: throw .compilerTimedOut(compiler: toolchain.swiftc.path, seconds: timeout)
          default: throw .runtimeBuildFailed(output: output)
          }
        }
      }
    }
    for (url, _) in generated { try? FileManager.default.removeItem(at: url) }
    try? FileManager.default.removeItem(at: protocolSources)
    var recipe: [String] = []
    if let derived = LinkRecipe.derive(
      toolchain: toolchain, linker: toolchain.fastLinkerArguments, environment: environment)
    {
      let url = directory.appendingPathComponent(LinkRecipe.fileName)
      do {
        try JSONEncoder().encode(derived).write(to: url, options: .atomic)
        recipe = [LinkRecipe.fileName]
      } catch {
        throw .fileAccess(path: url.path, reason: (error as NSError).localizedDescription)
      }
    }
    var artefacts =
      recipe + [
        "StateRuntime.swiftmodule", Self.libraryName, "\(Self.protocolModule).swiftmodule",
        Self.protocolLibraryName, "\(Self.playDriverModule).swiftmodule",
        Self.playDriverLibraryName, "\(Self.harnessFolder)/\(Self.checkHarnessModule).swiftmodule",
        "\(Self.harnessFolder)/\(Self.checkHarnessLibraryName)",
      ]
    if host != nil { artefacts += [EntryMacroPlugin.libraryName, StateMacroModule.moduleFileName] }
    #if os(Linux)
      artefacts.append(SupervisorProgram.fileName)
    #endif
    try CacheManifest.record(artefacts, in: directory)
  }

  /// Runs each `swiftc` command at once, one thread each, and returns their outcomes in order.
  private static func runConcurrently(
    _ commands: [[String]], toolchain: Toolchain, environment: [String: String], timeout: Double,
    cancellation: CancellationFlag?
  ) -> [Result<ProcessOutcome, ExerciseError>] {
    let results = Mutex([Result<ProcessOutcome, ExerciseError>?](repeating: nil, count: commands.count))
    DispatchQueue.concurrentPerform(iterations: commands.count) { index in
      let result: Result<ProcessOutcome, ExerciseError>
      do throws(ExerciseError) {
        result = .success(
          try ChildProcess(
            configuration: .init(
              executable: toolchain.swiftc.path, arguments: commands[index], environment: environment,
              timeout: timeout, outputLimit: 256 * 1024)
          ).run(cancellation: cancellation))
      } catch {
        result = .failure(error)
      }
      results.withLock { $0[index] = result }
    }
    return results.withLock { $0.map { $0! } }
  }

  static let libraryName: String = {
    #if canImport(Darwin)
      return "libStateRuntime.dylib"
    #else
      return "libStateRuntime.so"
    #endif
  }()

  /// The tool↔child protocol, which the driver and the harness import.
  static let protocolModule = "LessonsProtocol"

  static let protocolLibraryName: String = {
    #if canImport(Darwin)
      return "lib\(protocolModule).dylib"
    #else
      return "lib\(protocolModule).so"
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

  /// The module every check program's `main.swift` and checks import.
  static let checkHarnessModule = "LessonsCheckHarness"

  /// The folder of the cached build that holds the check harness: apart from the runtime,
  /// so that a learner's file, compiled with `-I` on the runtime's folder only, cannot
  /// import the harness and extend its types.
  static let harnessFolder = "harness"

  static let checkHarnessLibraryName: String = {
    #if canImport(Darwin)
      return "lib\(checkHarnessModule).dylib"
    #else
      return "lib\(checkHarnessModule).so"
    #endif
  }()

  /// Builds the check harness against the module just built, into ``harnessFolder``. Its
  /// run path finds the runtime one folder up.
  private func checkHarnessArguments(into directory: URL) -> [String] {
    libraryArguments(
      module: Self.checkHarnessModule, library: Self.checkHarnessLibraryName,
      folder: directory.appendingPathComponent(Self.harnessFolder, isDirectory: true), runtime: directory,
      runtimeFromFolder: "/..", files: checkHarnessFiles, linking: [Self.protocolModule])
  }

  /// Builds the protocol against the module just built, beside it: the driver and the
  /// harness import it, and the programs that link them find it on the runtime's run path.
  private func protocolArguments(files: [URL], into directory: URL) -> [String] {
    libraryArguments(
      module: Self.protocolModule, library: Self.protocolLibraryName, folder: directory, runtime: directory,
      runtimeFromFolder: "", files: files)
  }

  /// Builds the driver against the module just built. Its own run path finds the runtime
  /// beside it, whatever the program that loads it says.
  private func playDriverArguments(files: [URL], into directory: URL) -> [String] {
    libraryArguments(
      module: Self.playDriverModule, library: Self.playDriverLibraryName, folder: directory,
      runtime: directory,
      runtimeFromFolder: "", files: files, linking: [Self.protocolModule])
  }

  /// A library of ours built on the runtime: `module` from `files` into `folder`, linked
  /// against the runtime in `runtime` and the `linking` libraries beside it, which its
  /// run path finds at `runtimeFromFolder` (relative to the library's own folder: "" beside
  /// it, "/.." one up).
  ///
  /// The module comes out of the compile itself (`-no-emit-module-separately-wmo`), as the
  /// runtime's does: otherwise the driver starts a second frontend that parses and
  /// type-checks the module again only to write its interface. For the protocol, the driver
  /// and the harness together that second job was some 1.5 s of CPU of every runtime build
  /// (measured on 2026-12-07). It changes how, not what, is built, so it is not in the key.
  private func libraryArguments(
    module: String, library: String, folder: URL, runtime: URL, runtimeFromFolder: String, files: [URL],
    linking: [String] = []
  ) -> [String] {
    var arguments =
      [
        "-module-name", module, "-emit-library", "-emit-module", "-no-emit-module-separately-wmo",
        "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
        "-o", folder.appendingPathComponent(library).path,
        "-I", runtime.path, "-L", runtime.path, "-lStateRuntime",
      ] + linking.map { "-l\($0)" }
    #if canImport(Darwin)
      arguments += [
        "-Xlinker", "-install_name", "-Xlinker", "@rpath/\(library)",
        "-Xlinker", "-rpath", "-Xlinker", "@loader_path\(runtimeFromFolder)",
      ]
    #else
      arguments += ["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN\(runtimeFromFolder)"]
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
    // The module in the compile itself rather than in a second job that type-checks it all
    // again, and code generation on every core: the runtime's build, which a learner's first
    // check waits for, took 12.7 s instead of 16.0 s on two cores (measured). Nor does it run
    // LLVM's IR verifier, the compiler's check of its own output, which a release toolchain
    // runs on every module: the module compiled whole in 13.7 s of CPU instead of 14.9 s
    // (measured on 2026-12-07). None of these changes what is built, so none is in the key.
    arguments += [
      "-no-emit-module-separately-wmo", "-num-threads",
      "\(max(1, ProcessInfo.processInfo.activeProcessorCount))", "-Xfrontend", "-disable-llvm-verify",
    ]
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
