import Foundation
import WorkbenchSupport

extension ExerciseWorkbench {
  /// The name a lesson folder's Swift gives its scenario: `let lessonScenario = Scenario(…)`.
  package static let scenarioName = "lessonScenario"

  /// Compiles a lesson folder's Swift into one program that serves both of its versions.
  ///
  /// The files (its versions, the code they share, and the file that declares
  /// ``scenarioName``) are compiled together with a generated `main.swift` that serves the
  /// scenario (`PlaySession.serve(scenario:)`), as `play` compiles a file: against the
  /// prebuilt runtime and driver, in the sandbox, the object judged before it is linked.
  /// The version is chosen when the program starts (``PlayOptions/variant``), so one
  /// compile serves `run`, `--fixed` and `--compare`.
  ///
  /// - Parameter displayFolder: how messages name the folder (`draft-title`).
  package func compileScenario(
    _ files: [URL], displayFolder: String, options: PlayOptions, runtime: RuntimeModule,
    cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> PlayCompilation {
    var sources: [(file: URL, display: String, text: String)] = []
    for file in files {
      let display = displayFolder + "/" + file.lastPathComponent
      do {
        sources.append((file, display, try String(contentsOf: file, encoding: .utf8)))
      } catch {
        throw .fileAccess(path: display, reason: (error as NSError).localizedDescription)
      }
    }
    // A lesson from a pack is a stranger's code as much as a played file.
    let restricted = sources.flatMap {
      restrictionDiagnostics(in: $0.text, path: $0.display, kind: "a lesson's Swift")
    }
    guard restricted.isEmpty else { return .failed(diagnostics: restricted, notes: []) }
    guard let declaring = sources.first(where: { $0.text.contains(Self.scenarioName) }) else {
      return .failed(
        diagnostics: [
          Diagnostic(
            origin: .learnerFile, file: displayFolder, line: 0, column: 0, severity: "error",
            message: "no Swift file of the lesson declares `\(Self.scenarioName)`: declare "
              + "`let \(Self.scenarioName) = Scenario(makeApp:facts:verdict:)` in one of them "
              + "(`import \(RuntimeModuleCache.playDriverModule)`), or give the lesson Broken.swift and Fixed.swift."
          )
        ], notes: [])
    }
    let toolchain = try toolchain()
    let folder = try LockedFolder(kind: "play")
    let directory = folder.url
    let driverSource = PlayDriverProgram.scenarioSource(folder: displayFolder)
    let driver = directory.appendingPathComponent("main.swift")
    let executable = directory.appendingPathComponent("play")
    // A lesson whose files are as they were runs the program built then: no compiler starts.
    let programs = programCache
    let key = Self.programKey(
      sources.map { ($0.file.lastPathComponent, $0.text) }, driver: driverSource, runtime: runtime,
      options: options)
    let program = { (notes: [String]) -> PlayCompilation in
      var childEnvironment = ProcessInfo.processInfo.environment
      for name in BubblewrapSandbox.isolationVariables {
        childEnvironment[name] = self.environment[name]
      }
      return .program(
        PlayProgram(
          root: displayFolder, file: declaring.file, notes: notes, folder: folder, executable: executable,
          runtime: runtime, toolchain: toolchain, options: options, environment: childEnvironment))
    }
    let notesBeforeCompile =
      sources.contains { SourceRewriter.rewriteImports($0.text).rewroteSwiftUI }
      ? [SourceRewriter.swiftUINote] : []
    if reuseProgram(programs, folder: Self.programFolder(displayFolder), key: key, as: executable) {
      return program(notesBeforeCompile)
    }
    // One compile per key at a time; one that waited finds the other's program.
    let held = compileLock(key, options: options.limits).acquire(cancellation: cancellation)
    defer { held.release() }
    if reuseProgram(programs, folder: Self.programFolder(displayFolder), key: key, as: executable) {
      return program(notesBeforeCompile)
    }
    var copies: [URL] = []
    var notes: [String] = []
    // `@State` in the era the program is built for, as for a played file; Xcode 26's plain
    // wrapper is declared in the types that need it (or, where a type cannot be extended, once
    // for the module, by the first file that needs it).
    var declaresPlainWrapper = false
    do {
      for source in sources {
        var rewritten = SourceRewriter.rewrite(
          source.text, stateMacroAvailable: runtime.hasStateMacro, xcode: options.xcode)
        let moduleWide = SourceRewriter.plainWrapperDeclaration + "\n"
        if rewritten.text.hasSuffix("\n" + moduleWide) {
          if declaresPlainWrapper { rewritten.text = String(rewritten.text.dropLast(moduleWide.count)) }
          declaresPlainWrapper = true
        }
        if rewritten.rewroteSwiftUI, !notes.contains(SourceRewriter.swiftUINote) {
          notes.append(SourceRewriter.swiftUINote)
        }
        let copy = directory.appendingPathComponent(source.file.lastPathComponent)
        try Data(rewritten.text.utf8).write(to: copy)
        copies.append(copy)
      }
      try Data(driverSource.utf8).write(to: driver)
    } catch {
      folder.remove()
      throw .fileAccess(path: directory.path, reason: (error as NSError).localizedDescription)
    }
    let object = directory.appendingPathComponent("play.o")
    let arguments =
      CheckBuild.flags(swiftVersion: options.swiftVersion)
      + ["-module-name", Self.playModule, "-I", runtime.directory.path] + runtime.pluginArguments
      + ["-c", "-o", object.path] + copies.map(\.path) + [driver.path]
    var outcome: ProcessOutcome
    var linking = false
    do {
      outcome = try compile(
        arguments, toolchain: toolchain, runtime: runtime, in: directory, options: options.limits,
        cancellation: cancellation)
      if outcome.termination == .exited(0) {
        var refused = inspectObject(object, module: Self.playModule, allowing: ["main"], notes: &notes)
        if refused.isEmpty {
          linking = true
          switch try linkPlay(
            object, into: executable, runtime: runtime, toolchain: toolchain, options: options.limits,
            cancellation: cancellation)
          {
          case .ran(let linked): outcome = linked
          case .refused(let findings): refused = findings
          }
        }
        guard refused.isEmpty else {
          folder.remove()
          return .failed(
            diagnostics: objectDiagnostics(refused, file: declaring.display, source: declaring.text),
            notes: notes)
        }
      }
    } catch {
      folder.remove()
      throw error
    }
    guard outcome.termination == .exited(0) else {
      folder.remove()
      var files = zip(sources, copies).map { source, copy in
        DiagnosticParser.FileMapping(
          compiledPath: copy.path, displayPath: source.display, origin: .learnerFile,
          lines: source.text.split(separator: "\n", omittingEmptySubsequences: false))
      }
      files.append(
        DiagnosticParser.FileMapping(
          compiledPath: driver.path, displayPath: "(generated lesson driver) main.swift", origin: .harness,
          lines: driverSource.split(separator: "\n", omittingEmptySubsequences: false)))
      let parser = DiagnosticParser(files: files, otherFiles: linking ? nil : files[0])
      var diagnostics = parser.parse(outcome.output).map { diagnostic in
        var diagnostic = diagnostic
        diagnostic.message = VisibleText.escapingControls(diagnostic.message)
        diagnostic.sourceLine = diagnostic.sourceLine.map(VisibleText.escapingControls)
        return diagnostic
      }
      // The generated driver only names the scenario: an error there is the declaration's.
      if diagnostics.contains(where: { $0.origin == .harness }) {
        let why = diagnostics.first { $0.origin == .harness && $0.severity == "error" }?.message ?? ""
        diagnostics.removeAll { $0.origin == .harness }
        if diagnostics.isEmpty {
          diagnostics = [
            Diagnostic(
              origin: .learnerFile, file: declaring.display, line: 0, column: 0, severity: "error",
              message: "`\(Self.scenarioName)` cannot be served as it is (\(why)): declare it at the top "
                + "level of the file as `let \(Self.scenarioName) = Scenario(makeApp:facts:verdict:)`.")
          ]
        }
      }
      notes += CompileAdvice.notes(
        for: diagnostics, output: outcome.output, swiftVersion: options.swiftVersion,
        sourceLines: declaring.text.split(separator: "\n", omittingEmptySubsequences: false))
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
    programs.store(executable, exercise: Self.programFolder(displayFolder), key: key)
    return program(notes)
  }

  /// Where linked programs are kept by ``programKey(_:driver:runtime:options:)``: lessons' and
  /// played files'.
  ///
  /// A lesson's folder holds one program per version, era and predict snippet (a lesson with
  /// two predict questions has eight), and a played file's folder one per file of its name
  /// and era (eight lessons have a `proofs/choice-fix.swift`: sixteen), so each folder keeps
  /// thirty-two; four, as for a check's objects, made every `pack check` push out what the last
  /// one had linked and link it again. A program is some 55 KB.
  var programCache: CompiledProductCache {
    CompiledProductCache(
      directory: directories.cacheURL.appendingPathComponent("programs", isDirectory: true),
      fileExtension: "program", kept: 32)
  }

  /// Copies the program `programs` keeps under `key` (in `folder`) to `executable`, runnable
  /// as a compile leaves it; whether there was one.
  func reuseProgram(_ programs: CompiledProductCache, folder: String, key: String, as executable: URL) -> Bool
  {
    guard programs.copy(exercise: folder, key: key, to: executable), chmod(executable.path, 0o755) == 0 else {
      return false
    }
    // As a compile leaves it: the folder searchable (not readable) by others, so that a
    // sandbox started as `nobody` can reach the program (see BubblewrapSandbox.handOver).
    let directory = executable.deletingLastPathComponent()
    var info = stat()
    if stat(directory.path, &info) == 0 { _ = chmod(directory.path, (info.st_mode & 0o7777) | S_IXOTH) }
    return true
  }

  /// The folder of the program cache a lesson's programs go in: its folder's name, made safe.
  static func programFolder(_ displayFolder: String) -> String {
    String(displayFolder.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" })
  }

  /// The digest of everything a lesson program's compile and link read: the runtime build
  /// (which fixes the toolchain, the driver and the flags it was built with), the language
  /// mode and era, and each file by name and text.
  static func programKey(
    _ files: [(name: String, text: String)], driver: String, runtime: RuntimeModule, options: PlayOptions
  ) -> String {
    var hasher = SHA256()
    // v2: the files are compiled with `@State` in the era's form (``SourceRewriter``).
    hasher.update(
      "lesson-program-v2\0\(runtime.key)\0\(CheckBuild.flags(swiftVersion: options.swiftVersion).joined(separator: " "))"
        + "\0\(options.xcode)\0\(runtime.pluginArguments.joined(separator: " "))\0\(driver.count)\0")
    hasher.update(driver)
    for file in files {
      hasher.update("\0\(file.name)\0\(file.text.utf8.count)\0")
      hasher.update(file.text)
    }
    return hasher.hexDigest()
  }
}
