import Foundation
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension ExerciseWorkbench {
  /// The module a played file is compiled into; the qualified names in its log do not show it.
  static let playModule = "PlayedFile"

  /// Compiles `file` with the play driver against the prebuilt runtime (the cache `check` uses).
  ///
  /// One `swiftc` of two files, a copy of `file` (`import SwiftUI` read as `import
  /// StateRuntime`, with the note `check` gives) and the generated two-line `main.swift`
  /// (``PlayDriverProgram``), linked with the runtime and the driver library that the
  /// cache built beside it: the protocol and the serving code are compiled once, not
  /// with every save.
  ///
  /// - Throws: ``ExerciseError`` for a file that cannot be read, or a root that cannot
  ///   be found (none, several candidates, an unknown `--root`).
  public func compilePlay(
    _ file: URL, options: PlayOptions, runtime: RuntimeModule, cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> PlayCompilation {
    let displayPath = Self.displayPath(file)
    let source: String
    do {
      source = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw .fileAccess(path: displayPath, reason: (error as NSError).localizedDescription)
    }
    let root = try Self.playRoot(in: source, requested: options.root, displayPath: displayPath)
    let toolchain = try toolchain()
    // The cache built the driver from these files: an edited copy would speak another protocol.
    for name in ExerciseCatalogue.playDriverHarnessFiles {
      let shared = catalogue.harnessDirectory.appendingPathComponent(name)
      guard let data = try? Data(contentsOf: shared), SHA256.hex(data) == catalogue.registry.harness[name]
      else {
        throw .fileAccess(
          path: Self.displayPath(shared),
          reason: "it is missing or differs from the shipped one; restore it with `git checkout`")
      }
    }

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(BuildFolderSweeper.prefix)play-\(getpid())-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    let rewritten = SourceRewriter.rewriteImports(source)
    let learnerCopy = directory.appendingPathComponent(file.lastPathComponent)
    let driver = directory.appendingPathComponent("main.swift")
    let executable = directory.appendingPathComponent("play")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(rewritten.text.utf8).write(to: learnerCopy)
      try Data(PlayDriverProgram.source(root: root, fileName: file.lastPathComponent).utf8).write(to: driver)
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw .fileAccess(path: directory.path, reason: (error as NSError).localizedDescription)
    }
    var notes: [String] = []
    if rewritten.rewroteSwiftUI {
      notes.append(SourceRewriter.swiftUINote)
    }
    // Compiled to an object first, so that the object is judged (see ObjectInspection) before it is linked.
    let object = directory.appendingPathComponent("play.o")
    let arguments = Self.playObjectArguments(
      runtime: runtime, file: learnerCopy, driver: driver, object: object)
    var outcome: ProcessOutcome
    do {
      outcome = try compile(
        arguments, toolchain: toolchain, options: options.limits, cancellation: cancellation)
      if outcome.termination == .exited(0) {
        // The driver's top-level code is the program's `main`: the one C name it defines by design.
        let refused = try inspectObject(
          object, module: Self.playModule, allowing: ["main"], toolchain: toolchain, notes: &notes,
          cancellation: cancellation)
        guard refused.isEmpty else {
          try? FileManager.default.removeItem(at: directory)
          return .failed(diagnostics: objectDiagnostics(refused, file: displayPath), notes: notes)
        }
        outcome = try compile(
          CheckBuild.sharedFlags + runtime.playLinkArguments + ["-o", executable.path, object.path],
          toolchain: toolchain, options: options.limits, cancellation: cancellation)
      }
    } catch {
      try? FileManager.default.removeItem(at: directory)
      throw error
    }
    guard outcome.termination == .exited(0) else {
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      let files = [
        DiagnosticParser.FileMapping(
          compiledPath: learnerCopy.path, displayPath: displayPath, origin: .learnerFile, lines: lines),
        DiagnosticParser.FileMapping(
          compiledPath: driver.path, displayPath: "(generated play driver) main.swift", origin: .harness,
          lines: PlayDriverProgram.source(root: root, fileName: file.lastPathComponent).split(
            separator: "\n", omittingEmptySubsequences: false)),
      ]
      var diagnostics = DiagnosticParser(files: files).parse(outcome.output).map { diagnostic in
        var diagnostic = diagnostic
        diagnostic.message = VisibleText.escapingControls(diagnostic.message)
        diagnostic.sourceLine = diagnostic.sourceLine.map(VisibleText.escapingControls)
        return diagnostic
      }
      try? FileManager.default.removeItem(at: directory)
      if diagnostics.contains(where: { $0.origin == .harness })
        && !diagnostics.contains(where: {
          $0.origin == .learnerFile
        })
      {
        notes.append(
          "The driver mounts `\(root)()`: the root view needs an initialiser without arguments. "
            + "Give its properties default values, or play a view that builds it with --root.")
      }
      if diagnostics.isEmpty {
        let raw = outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)
        diagnostics = [
          Diagnostic(
            origin: .tool, file: "", line: 0, column: 0, severity: "error",
            message: raw.isEmpty ? "swiftc failed without a message" : String(raw.prefix(4000)))
        ]
      }
      return .failed(diagnostics: diagnostics, notes: notes)
    }
    var childEnvironment = ProcessInfo.processInfo.environment
    for name in ["LESSONS_NO_PID_NAMESPACE", "LESSONS_PID_NAMESPACE", BubblewrapSandbox.switchVariable] {
      childEnvironment[name] = environment[name]
    }
    return .program(
      PlayProgram(
        root: root, file: file, notes: notes, directory: directory, executable: executable, runtime: runtime,
        toolchain: toolchain, options: options, environment: childEnvironment))
  }

  /// The `swiftc` arguments that compile `file` and `driver` into the play program's one `object`.
  static func playObjectArguments(runtime: RuntimeModule, file: URL, driver: URL, object: URL) -> [String] {
    CheckBuild.sharedFlags + ["-module-name", playModule, "-I", runtime.directory.path]
      + runtime.pluginArguments
      + ["-c", "-o", object.path, file.path, driver.path]
  }

  /// The `swiftc` arguments of a play program: `file` and `driver` linked into `executable`.
  ///
  /// Shared with the benchmark, whose bare compile is this command run by hand.
  static func playCompileArguments(runtime: RuntimeModule, file: URL, driver: URL, executable: URL)
    -> [String]
  {
    CheckBuild.sharedFlags + ["-module-name", playModule] + runtime.playLinkArguments
      + ["-o", executable.path, file.path, driver.path]
  }

  /// The root to mount: `requested` when the file declares that view, else the single candidate.
  static func playRoot(in source: String, requested: String?, displayPath: String) throws(ExerciseError)
    -> String
  {
    let views = RootViewFinder.viewTypes(in: source).map(\.name)
    if let requested {
      guard views.contains(requested) else {
        throw .playUnknownRoot(
          file: displayPath, name: requested, suggestion: Suggestion.nearest(to: requested, among: views),
          views: views)
      }
      return requested
    }
    let candidates = RootViewFinder.candidates(in: source).map(\.name)
    switch candidates.count {
    case 1: return candidates[0]
    case 0 where views.isEmpty: throw .playNoViewType(file: displayPath)
    case 0: throw .playAmbiguousRoot(file: displayPath, candidates: views)
    default: throw .playAmbiguousRoot(file: displayPath, candidates: candidates)
    }
  }
}
