import Foundation
import LessonsProtocol

extension ExerciseWorkbench {
  /// Steps 3 to 5 of ``check(_:toolchain:runtime:options:cancellation:reuse:)``, once the learner's
  /// file is read and the shipped files are verified: refuse what must not run, compile the
  /// learner's module and the checks against it, link, run them under the supervisor.
  ///
  /// The harness is the runtime cache's prebuilt library, built from the files whose
  /// digests were just verified (they are part of the cache's key).
  func compileAndRun(
    _ exercise: Exercise, learnerSource: String, checks: Data,
    toolchain: Toolchain, runtime: RuntimeModule, options: CheckOptions, cancellation: CancellationFlag?
  ) throws(ExerciseError) -> ExerciseResult {
    let learnerPath = Self.displayPath(exercise.learnerFile)
    // 3. Nothing in it may run outside the checks' sight (before `main`, as a C symbol, by mangled name).
    let restricted = restrictionDiagnostics(in: learnerSource, path: learnerPath, kind: "a checked file")
    guard restricted.isEmpty else {
      var result = ExerciseResult(id: exercise.id, status: .compileError)
      result.diagnostics = restricted
      return result
    }

    // 4. Compile copies in a private folder: the learner's module, then the checks against it
    //    (or the checks' object compiled before against a module with the same bytes), then link.
    let build = try CheckBuild.prepare(
      exerciseID: exercise.id, learnerFileName: exercise.learnerFileName, learnerSource: learnerSource,
      checks: checks, stateMacroAvailable: runtime.hasStateMacro)
    defer { build.remove() }
    var notes: [String] = []
    if build.rewroteSwiftUIImport {
      notes.append(SourceRewriter.swiftUINote)
    }
    if !build.stateForm.plainWrapperProperties.isEmpty {
      notes.append(SourceRewriter.plainWrapperNote(properties: build.stateForm.plainWrapperProperties))
    }
    func compileFailure(_ output: String, learnersCompile: Bool = false) -> ExerciseResult {
      var result = ExerciseResult(id: exercise.id, status: .compileError)
      let lines = learnerSource.split(separator: "\n", omittingEmptySubsequences: false)
      result.diagnostics = diagnostics(
        output, build: build, exercise: exercise, learnerSource: learnerSource,
        learnersCompile: learnersCompile)
      var macroNotes: [String] = []
      if build.stateForm.compiledWithStateMacro {
        result.diagnostics = StateMacroAdvice.rewording(result.diagnostics, sourceLines: lines)
        result.diagnostics = StateMacroMemberwise.rewording(
          result.diagnostics, views: build.stateForm.memberwiseSkippedViews, sourceLines: lines)
        macroNotes = StateMacroAdvice.notes(for: result.diagnostics, sourceLines: lines)
        macroNotes += StateMacroMemberwise.notes(
          for: result.diagnostics, views: build.stateForm.memberwiseSkippedViews)
      }
      result.notes =
        notes + macroNotes
        + CompileAdvice.notes(
          for: result.diagnostics, output: output, swiftVersion: nil,
          sourceLines: lines, compiledWithStateMacro: build.stateForm.compiledWithStateMacro)
      return result
    }
    let learnerCompile = try compile(
      build.submissionArguments(runtime: runtime), toolchain: toolchain, runtime: runtime,
      in: build.directory, options: options, cancellation: cancellation)
    // Whatever file name its diagnostics carry (`#sourceLocation` can say `Checks.swift`),
    // this compile read only the learner's file.
    guard learnerCompile.termination == .exited(0) else {
      return compileFailure(learnerCompile.output, learnersCompile: true)
    }
    let interface = try SubmissionInterface(
      symbolGraphDirectory: build.symbolGraphDirectory, module: CheckBuild.submissionModule)
    // A name the checks use and the file lacks is left out of the imports: the checks'
    // compile then says "cannot find 'X' in scope" at the line that needs it.
    let problems = submissionProblems(interface, exercise: exercise, learnerSource: learnerSource)
    guard problems.isEmpty else {
      var result = ExerciseResult(id: exercise.id, status: .compileError)
      result.notes = notes
      result.diagnostics = problems
      return result
    }
    // What the compiled object defines, imports, runs before `main` and asks the linker
    // for, whatever the text said.
    let refused = inspectObject(build.submissionObject, module: CheckBuild.submissionModule, notes: &notes)
    func refusal(_ findings: [ObjectInspection.Finding]) -> ExerciseResult {
      var result = ExerciseResult(id: exercise.id, status: .compileError)
      result.notes = notes
      result.diagnostics = objectDiagnostics(findings, file: learnerPath, source: learnerSource)
      return result
    }
    guard refused.isEmpty else { return refusal(refused) }
    let objects = CompiledProductCache(directory: directories.cacheURL.appendingPathComponent("checks"))
    let objectKey = try build.checksObjectKey(runtime: runtime)
    func compileChecks() throws(ExerciseError) -> ExerciseResult? {
      try? FileManager.default.removeItem(at: build.checksObject)
      let used = SubmissionInterface.namesUsed(byChecks: String(decoding: checks, as: UTF8.self))
      try build.writeChecks(importing: used.compactMap { interface.types[$0] })
      let checksCompile = try compile(
        build.checksArguments(runtime: runtime), toolchain: toolchain, runtime: runtime, in: build.directory,
        options: options, cancellation: cancellation)
      guard checksCompile.termination == .exited(0) else { return compileFailure(checksCompile.output) }
      objects.store(build.checksObject, exercise: exercise.id, key: objectKey)
      return nil
    }
    func linkProgram() throws(ExerciseError) -> LinkAttempt {
      try self.link(
        [build.checksObject, build.submissionObject], autolink: build.autolinkFile,
        extra: runtime.checkLinkArguments,
        driverArguments: build.linkArguments(runtime: runtime, toolchain: toolchain),
        output: build.executable, runtime: runtime, toolchain: toolchain, options: options,
        cancellation: cancellation)
    }
    var reused = objects.copy(exercise: exercise.id, key: objectKey, to: build.checksObject)
    if !reused {
      // One compile per key at a time; one that waited finds the other's object.
      let held = compileLock(objectKey, options: options).acquire(cancellation: cancellation)
      defer { held.release() }
      reused = objects.copy(exercise: exercise.id, key: objectKey, to: build.checksObject)
      if !reused, let failure = try compileChecks() { return failure }
    }
    // The learner's object was judged above; an entry refused now came into the checks'
    // object through the learner's module, the one thing of theirs it compiles against.
    var attempt = try linkProgram()
    if reused, !attempt.linked {
      // A cached object that no longer links (a symbol the module's bytes did not
      // show) or no longer reads as an object: compile the checks afresh, whose errors
      // then say what is missing.
      objects.remove(exercise: exercise.id, key: objectKey)
      if let failure = try compileChecks() { return failure }
      attempt = try linkProgram()
    }
    let link: ProcessOutcome
    switch attempt {
    case .ran(let outcome): link = outcome
    case .refused(let findings): return refusal(findings)
    }
    guard link.termination == .exited(0) else { return compileFailure(link.output) }

    // 5. Run the checks under the supervisor, with the secret in a pipe.
    // The backtracer writes its crash report to a file, never a register dump to the
    // output (see ChildProcess.Configuration.crashReports).
    var environment = ProcessInfo.processInfo.environment
    // How the supervisor isolates the program (see SupervisorProgram): the workbench's
    // environment decides, so tests can choose.
    for name in BubblewrapSandbox.isolationVariables {
      environment[name] = self.environment[name]
    }
    let outcome = try ChildRunner.run(
      executable: build.executable.path,
      arguments: [
        HarnessMessage.Option.resultsDescriptor, String(ChildProcess.resultDescriptor),
        HarnessMessage.Option.secretDescriptor, String(ChildProcess.secretDescriptor),
        HarnessMessage.Option.protocolVersion, String(HarnessMessage.currentVersion),
      ],
      environment: environment, secret: build.nonce, runtime: runtime, toolchain: toolchain, options: options,
      cancellation: cancellation)
    if outcome.termination == .cancelled { throw .cancelled }
    let expected = CheckSource.checkNames(in: String(decoding: checks, as: UTF8.self))
    var result = interpret(
      outcome, nonce: build.nonce, expected: expected, exercise: exercise, options: options)
    result.notes = notes + result.notes
    return result
  }

  /// Runs a toolchain program (`command[0]`, e.g. the linker the driver would start) under
  /// the compile time limit, in the sandbox with `folder` its only writable place (see
  /// ``toolchainConfiguration(_:arguments:runtime:folder:timeout:)``).
  func runToolchainProgram(
    _ command: [String], runtime: RuntimeModule, in folder: URL, options: CheckOptions,
    cancellation: CancellationFlag?
  ) throws(ExerciseError) -> ProcessOutcome {
    let configuration = toolchainConfiguration(
      command[0], arguments: Array(command.dropFirst()), runtime: runtime, folder: folder,
      timeout: options.compileTimeout)
    let outcome = try UnsandboxedRun.guarding(runtime, sandboxed: configuration.sandbox != nil) {
      () throws(ExerciseError) -> ProcessOutcome in
      try ChildProcess(configuration: configuration).run(cancellation: cancellation)
    }
    switch outcome.termination {
    case .cancelled: throw .cancelled
    case .timedOut: throw .compilerTimedOut(compiler: command[0], seconds: options.compileTimeout)
    default: return outcome
    }
  }

  /// How a compile or link of code that is not ours runs: inside the sandbox (see
  /// ``BubblewrapSandbox``) with the toolchain, `/usr` and the runtime cache read-only and
  /// `folder` (the run's build folder) its only writable place, `$HOME` and `$TMPDIR`;
  /// so a macro plugin, the linker or anything an object asks of them can write nowhere
  /// else, and the driver's `TemporaryDirectory.*` folders go with the build folder.
  /// Without the sandbox (said once) the same environment less the isolation.
  func toolchainConfiguration(
    _ executable: String, arguments: [String], runtime: RuntimeModule, folder: URL, timeout: Double
  ) -> ChildProcess.Configuration {
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = folder.path
    var configuration = ChildProcess.Configuration(
      executable: executable, arguments: arguments, environment: environment, timeout: timeout,
      outputLimit: 256 * 1024)
    let toolchainFolder = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
    if let sandbox = BubblewrapSandbox.forProgram(
      readOnlyFolders: [toolchainFolder, runtime.directory], environment: self.environment)
    {
      configuration.sandbox = sandbox
      configuration.scratchFolder = folder.path
    }
    return configuration
  }

  /// Runs one `swiftc`, under the compile time limit and in the sandbox (as ``runToolchainProgram(_:runtime:in:options:cancellation:)``);
  /// a compiler past it is a toolchain problem.
  ///
  /// Clang's modules (the C library's, the runtime's shims) come from the runtime cache's
  /// module cache, built by the tool with the runtime and read-only here, so that no
  /// compile can leave a module another compile would load (``RuntimeModule/moduleCacheDirectory``).
  /// A file that imports a C module the cache lacks is compiled again with a module cache
  /// of its own in `folder` (slower, and thrown away with it). Without the sandbox the
  /// compile uses a module cache apart from the sandbox's, so that the cache the
  /// sandboxed compiles trust is never written by one that ran outside.
  func compile(
    _ arguments: [String], toolchain: Toolchain, runtime: RuntimeModule, in folder: URL,
    options: CheckOptions,
    cancellation: CancellationFlag?
  ) throws(ExerciseError) -> ProcessOutcome {
    func attempt(moduleCache: URL?) throws(ExerciseError) -> ProcessOutcome {
      var configuration = toolchainConfiguration(
        toolchain.swiftc.path, arguments: arguments, runtime: runtime, folder: folder,
        timeout: options.compileTimeout)
      let sandboxed = configuration.sandbox != nil
      // Outside the sandbox, never the cache sandboxed compiles trust; see above.
      let cache =
        moduleCache ?? (sandboxed ? runtime.moduleCacheDirectory : runtime.unsandboxedModuleCacheDirectory)
      configuration.arguments += ["-module-cache-path", cache.path]
      let direct = CompileRecipe.Store(cache: runtime.cacheDirectory).frontendCommand(
        configuration.arguments, toolchain: toolchain, folder: folder, timeout: options.compileTimeout)
      if let direct {
        configuration.executable = direct[0]
        configuration.arguments = Array(direct.dropFirst())
      }
      var outcome = try UnsandboxedRun.guarding(runtime, sandboxed: sandboxed) {
        () throws(ExerciseError) -> ProcessOutcome in
        try ChildProcess(configuration: configuration).run(cancellation: cancellation)
      }
      // A frontend that crashed is reported as the driver reports it, which is what the
      // compile's readers know (CompileAdvice.compilerCrash).
      if direct != nil, case .signalled(let signal) = outcome.termination {
        outcome.termination = .exited(1)
        outcome.output += "error: compile command failed due to signal \(signal) (use -v to see invocation)\n"
      }
      return outcome
    }
    var outcome = try attempt(moduleCache: nil)
    if case .exited = outcome.termination, outcome.termination != .exited(0),
      outcome.output.contains(runtime.moduleCacheDirectory.path),
      Self.moduleCacheComplaints.contains(where: outcome.output.contains)
    {
      // A C module the prewarmed cache lacks, or one clang takes for stale: built in the
      // run's own folder.
      outcome = try attempt(moduleCache: folder.appendingPathComponent("ModuleCache", isDirectory: true))
    }
    switch outcome.termination {
    case .cancelled: throw .cancelled
    case .timedOut: throw .compilerTimedOut(compiler: toolchain.swiftc.path, seconds: options.compileTimeout)
    default: return outcome
    }
  }

  /// The lock that keeps two compiles of the product `key` from running at once (see
  /// ``CompileLock``): its holder compiles and links, each within the compile time limit.
  func compileLock(_ key: String, options: CheckOptions) -> CompileLock {
    CompileLock(cache: directories.cacheURL, key: key, wait: .seconds(2 * options.compileTimeout))
  }

  /// What clang says of a prewarmed module cache it cannot use as it is: a module it
  /// lacks (which it may not write there), or one it takes for out of date.
  static let moduleCacheComplaints = [
    "could not build C module", "was compiled with module cache path",
    "has been modified since the module file",
  ]

  /// Why the learner's module cannot be trusted with the checks, as diagnostics on the learner's file.
  func submissionProblems(
    _ interface: SubmissionInterface, exercise: Exercise, learnerSource: String
  ) -> [Diagnostic] {
    let path = Self.displayPath(exercise.learnerFile)
    let lines = learnerSource.split(separator: "\n", omittingEmptySubsequences: false)
    var problems: [Diagnostic] = []
    for foreign in interface.foreignExtensions {
      var diagnostic = Diagnostic(
        origin: .learnerFile, file: path, line: foreign.line, column: foreign.line > 0 ? 1 : 0,
        severity: "error",
        message:
          "your file adds `\(foreign.declaration)` to a type from \(foreign.module); a checked file may extend "
          + "only its own types (and EnvironmentValues), so that nothing in it can stand in for what the checks "
          + "call. Move it into a type of your own.")
      if foreign.line > 0, foreign.line <= lines.count {
        diagnostic.sourceLine = String(lines[foreign.line - 1])
      }
      problems.append(diagnostic)
    }
    return problems
  }
}
