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
  /// See ``compilePlay(_:options:runtime:cancellation:)-([URL],_,_,_)``: one file is an app of one file.
  package func compilePlay(
    _ file: URL, options: PlayOptions, runtime: RuntimeModule, cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> PlayCompilation {
    try compilePlay([file], options: options, runtime: runtime, cancellation: cancellation)
  }

  /// Compiles `files`, as one module, with the play driver against the prebuilt runtime.
  ///
  /// One `swiftc` of the files' copies (`import SwiftUI` read as `import StateRuntime`,
  /// with the note `check` gives; `@main` taken off, since the driver's `main.swift` is the
  /// program's entry) and the generated two-line `main.swift` (``PlayDriverProgram``),
  /// linked with the runtime and the driver library that the cache built beside it: the
  /// protocol and the serving code are compiled once, not with every save. Diagnostics
  /// name the file they are in.
  ///
  /// - Throws: ``ExerciseError`` for a file that cannot be read, or a root that cannot
  ///   be found (none, several candidates, an unknown `--root`).
  package func compilePlay(
    _ files: [URL], options: PlayOptions, runtime: RuntimeModule, cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> PlayCompilation {
    var sources: [PlayedSource] = []
    var usedNames = Set<String>()
    for file in files {
      let display = Self.displayPath(file)
      let text: String
      do {
        text = try String(contentsOf: file, encoding: .utf8)
      } catch {
        if PlaySources.isFolder(file) {
          throw .fileAccess(path: display, reason: "it is a folder; `play` compiles the Swift files in it")
        }
        throw .fileAccess(path: display, reason: (error as NSError).localizedDescription)
      }
      // Two files of one name in different folders: swiftc takes each name once.
      var name = file.lastPathComponent
      var number = 2
      while !usedNames.insert(name).inserted {
        name = file.deletingPathExtension().lastPathComponent + "_\(number).swift"
        number += 1
      }
      sources.append(PlayedSource(file: file, display: display, text: text, compiledName: name))
    }
    guard let first = sources.first else { throw .fileAccess(path: ".", reason: "no Swift file was given") }
    let appName = sources.count == 1 ? first.display : "the app (\(sources.count) files)"
    // A played file (a pack's lesson included) is a stranger's code as much as a checked one.
    let restricted = sources.flatMap {
      restrictionDiagnostics(in: $0.text, path: $0.display, kind: "a played file")
    }
    guard restricted.isEmpty else { return .failed(diagnostics: restricted, notes: []) }
    let mount = try Self.playMount(
      in: sources.map { ($0.display, $0.text) }, options: options,
      displayPath: sources.count == 1 ? first.display : appName)
    let root = mount.label
    let toolchain = try toolchain()
    // The protocol needs no check here: the cache built it from the sources embedded in
    // this tool (ProtocolSources), and a child of another version is refused and reported.

    let folder = try LockedFolder(kind: "play")
    let directory = folder.url
    let driver = directory.appendingPathComponent("main.swift")
    let executable = directory.appendingPathComponent("play")
    let driverSource = PlayDriverProgram.source(fileName: sources[mount.sourceIndex].compiledName)
    var notes: [String] = []
    var rewrittenSources: [SourceRewriter.Rewritten] = []
    // What the compile reads, file by file: the key of the program it makes.
    var compiledTexts: [(name: String, text: String)] = []
    var declaresPlainWrapper = false
    do {
      for (index, source) in sources.enumerated() {
        var rewritten = SourceRewriter.rewrite(
          source.text, stateMacroAvailable: runtime.hasStateMacro, xcode: options.xcode)
        // Xcode 26's plain wrapper declared for the whole module: once, by the first file that needs it.
        let moduleWide = SourceRewriter.plainWrapperDeclaration + "\n"
        if rewritten.text.hasSuffix("\n" + moduleWide) {
          if declaresPlainWrapper { rewritten.text = String(rewritten.text.dropLast(moduleWide.count)) }
          declaresPlainWrapper = true
        }
        rewritten.text = SourceRewriter.removingMainAttribute(rewritten.text)
        // The function that builds the root sits in its file's copy, after its last line:
        // there it can build a `private` view, which `main.swift` could not.
        let appended =
          index == mount.sourceIndex ? PlayDriverProgram.rootFunction(building: mount.expression) : ""
        try Data((rewritten.text + appended).utf8).write(
          to: directory.appendingPathComponent(source.compiledName))
        rewrittenSources.append(rewritten)
        compiledTexts.append((source.compiledName, rewritten.text + appended))
      }
      try Data(driverSource.utf8).write(to: driver)
    } catch {
      folder.remove()
      throw .fileAccess(path: directory.path, reason: (error as NSError).localizedDescription)
    }
    if rewrittenSources.contains(where: \.rewroteSwiftUI) {
      notes.append(SourceRewriter.swiftUINote)
    }
    if rewrittenSources.contains(where: \.rewroteCombine) {
      notes.append(SourceRewriter.combineNote)
    }
    if rewrittenSources.contains(where: \.rewroteSwiftData) {
      notes.append(SourceRewriter.swiftDataNote)
    }
    let plainProperties = rewrittenSources.flatMap(\.plainWrapperProperties)
    if !plainProperties.isEmpty {
      notes.append(SourceRewriter.plainWrapperNote(properties: plainProperties))
    }
    if let inert = InertAPINote.note(for: sources.map(\.text).joined(separator: "\n")) { notes.append(inert) }
    let program = { (notes: [String]) -> PlayCompilation in
      var childEnvironment = ProcessInfo.processInfo.environment
      for name in BubblewrapSandbox.isolationVariables {
        childEnvironment[name] = self.environment[name]
      }
      let compiledFiles =
        sources.count == 1
        ? [:]
        : Dictionary(sources.map { ($0.compiledName, $0.display) }, uniquingKeysWith: { first, _ in first })
      return .program(
        PlayProgram(
          root: root, file: sources[mount.sourceIndex].file, notes: notes, folder: folder,
          executable: executable, runtime: runtime, toolchain: toolchain, options: options,
          environment: childEnvironment, compiledFiles: compiledFiles))
    }
    // Files played as they were run the program built then, and no compiler starts: a quiz's
    // predict question asked again, a demo played twice, a proof checked on every run. The
    // key is what the compile and the link read (the copies as compiled, the driver, the
    // runtime build, the flags and the era), so any change to them compiles afresh.
    let programs = programCache
    // A folder per name of the file played first: the key is the text, not the path, so the
    // same file played from another folder (a copy of a lesson) runs the program linked then.
    let programFolder = Self.programFolder("play-" + first.file.lastPathComponent)
    let key = Self.programKey(compiledTexts, driver: driverSource, runtime: runtime, options: options)
    if reuseProgram(programs, folder: programFolder, key: key, as: executable) { return program(notes) }
    // One compile per key at a time; one that waited finds the other's program.
    let held = compileLock(key, options: options.limits).acquire(cancellation: cancellation)
    defer { held.release() }
    if reuseProgram(programs, folder: programFolder, key: key, as: executable) { return program(notes) }
    let notesBeforeInspection = notes.count
    // Compiled to an object first, so that the object is judged (see ObjectInspection) before it is linked.
    let object = directory.appendingPathComponent("play.o")
    let arguments = Self.playObjectArguments(
      runtime: runtime, files: sources.map { directory.appendingPathComponent($0.compiledName) },
      driver: driver,
      object: object, swiftVersion: options.swiftVersion)
    var outcome: ProcessOutcome
    var linking = false
    do {
      outcome = try compile(
        arguments, toolchain: toolchain, runtime: runtime, in: directory, options: options.limits,
        cancellation: cancellation)
      if outcome.termination == .exited(0) {
        // The driver's top-level code is the program's `main`: the one C name it defines by design.
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
            diagnostics: objectDiagnostics(
              refused, file: sources[mount.sourceIndex].display, source: sources[mount.sourceIndex].text),
            notes: notes)
        }
      }
    } catch {
      folder.remove()
      throw error
    }
    guard outcome.termination == .exited(0) else {
      folder.remove()
      let failure = playCompileFailure(
        outcome.output, sources: sources, rewritten: rewrittenSources, mount: mount, driver: driver,
        driverSource: driverSource, directory: directory, linking: linking, options: options)
      return .failed(diagnostics: failure.diagnostics, notes: notes + failure.notes)
    }
    // Only a program whose object was read whole is kept: where it could not be (not ELF), the
    // note saying so comes with every play.
    if notes.count == notesBeforeInspection { programs.store(executable, exercise: programFolder, key: key) }
    return program(notes)
  }

  /// One file of a played app: where it is, how messages name it, its text, and the name
  /// its copy is compiled under (unique in the module).
  struct PlayedSource {
    var file: URL
    var display: String
    var text: String
    var compiledName: String
  }

  /// The diagnostics and notes of a failed play compile, each at the file it is in.
  private func playCompileFailure(
    _ output: String, sources: [PlayedSource], rewritten: [SourceRewriter.Rewritten], mount: PlayMount,
    driver: URL, driverSource: String, directory: URL, linking: Bool, options: PlayOptions
  ) -> (diagnostics: [Diagnostic], notes: [String]) {
    let lines = sources.map { $0.text.split(separator: "\n", omittingEmptySubsequences: false) }
    var files = zip(sources, lines).map { source, lines in
      DiagnosticParser.FileMapping(
        compiledPath: directory.appendingPathComponent(source.compiledName).path, displayPath: source.display,
        origin: .learnerFile, lines: lines)
    }
    files.append(
      DiagnosticParser.FileMapping(
        compiledPath: driver.path, displayPath: "(generated play driver) main.swift", origin: .harness,
        lines: driverSource.split(separator: "\n", omittingEmptySubsequences: false)))
    // The compile read the learner's files and the generated driver: a diagnostic at any
    // other name (a `#sourceLocation`'s) is the learner's (the first file's).
    let parser = DiagnosticParser(files: files, otherFiles: linking ? nil : files[0])
    var diagnostics = parser.parse(output).map { diagnostic in
      var diagnostic = diagnostic
      diagnostic.message = VisibleText.escapingControls(diagnostic.message)
      diagnostic.sourceLine = diagnostic.sourceLine.map(VisibleText.escapingControls)
      return diagnostic
    }
    var notes: [String] = []
    let compiledWithStateMacro = rewritten.contains(where: \.compiledWithStateMacro)
    if compiledWithStateMacro {
      // Each file's diagnostics are reworded with that file's lines.
      var reworded: [Diagnostic] = []
      for (index, source) in sources.enumerated() {
        let own = diagnostics.filter { $0.file == source.display }
        var changed = StateMacroAdvice.rewording(own, sourceLines: lines[index])
        changed = StateMacroMemberwise.rewording(
          changed, views: rewritten[index].memberwiseSkippedViews, sourceLines: lines[index])
        notes += StateMacroAdvice.notes(for: changed, sourceLines: lines[index])
        notes += StateMacroMemberwise.notes(for: changed, views: rewritten[index].memberwiseSkippedViews)
        reworded += changed
      }
      reworded += diagnostics.filter { diagnostic in !sources.contains { $0.display == diagnostic.file } }
      diagnostics = reworded
    }
    // An error in the generated root function (after its file's last line): the root
    // cannot be built as `Root()`. Said at the root's declaration, with both ways out.
    let mountSource = sources[mount.sourceIndex]
    let mountLines = lines[mount.sourceIndex]
    func isGenerated(_ diagnostic: Diagnostic) -> Bool {
      (diagnostic.origin == .learnerFile && diagnostic.file == mountSource.display
        && diagnostic.line > mountLines.count) || diagnostic.origin == .harness
    }
    let generated = diagnostics.filter(isGenerated)
    if !generated.isEmpty {
      diagnostics.removeAll(where: isGenerated)
      if diagnostics.isEmpty {
        let declaration =
          (RootViewFinder.viewTypes(in: mountSource.text) + RootViewFinder.appTypes(in: mountSource.text))
          .first { $0.name == mount.rootType }
        let why = generated.first(where: { $0.severity == "error" })?.message ?? "it does not compile"
        let root = mount.label
        var diagnostic = Diagnostic(
          origin: .learnerFile, file: mountSource.display, line: declaration?.line ?? 0,
          column: declaration == nil ? 0 : 1,
          severity: "error",
          message: mount.isPreview
            ? "the preview \(root) does not build a view: \(why)"
            : "`\(root)()` cannot be mounted as it is: \(why). Add a preview that builds it the way you mean, "
              + "e.g. `#Preview { \(root)(…) }` at the end of the file (play mounts the file's #Preview), "
              + "or play a view that builds it with --root NAME.")
        if let declaration, declaration.line <= mountLines.count {
          diagnostic.sourceLine = VisibleText.escapingControls(String(mountLines[declaration.line - 1]))
        }
        diagnostics = [diagnostic]
      }
    }
    for (index, source) in sources.enumerated() {
      let own = diagnostics.filter { $0.file == source.display || (index == 0 && $0.origin != .learnerFile) }
      for note in CompileAdvice.notes(
        for: own, output: index == 0 ? output : "", swiftVersion: options.swiftVersion,
        sourceLines: lines[index], compiledWithStateMacro: compiledWithStateMacro)
      where !notes.contains(note) {
        notes.append(note)
      }
    }
    notes += CompileAdvice.otherFileNotes(
      for: diagnostics, played: sources.map(\.file), declaredIn: sources.map(\.text))
    if diagnostics.isEmpty {
      let raw = output.trimmingCharacters(in: .whitespacesAndNewlines)
      diagnostics = [
        Diagnostic(
          origin: .tool, file: "", line: 0, column: 0, severity: "error",
          message: raw.isEmpty ? "swiftc failed without a message" : String(raw.prefix(4000)))
      ]
    }
    return (diagnostics, notes)
  }

  /// The `swiftc` arguments that compile `files` and `driver` into one object (the play module).
  static func playObjectArguments(
    runtime: RuntimeModule, files: [URL], driver: URL, object: URL, swiftVersion: String = "6"
  ) -> [String] {
    CheckBuild.flags(swiftVersion: swiftVersion) + ["-module-name", playModule, "-I", runtime.directory.path]
      + runtime.pluginArguments + ["-c", "-o", object.path] + files.map(\.path) + [driver.path]
  }

  /// Links a play program's judged `object` with the runtime and the driver library, by
  /// the tool's own command (see ``link(_:autolink:extra:driverArguments:output:runtime:toolchain:options:cancellation:)``).
  func linkPlay(
    _ object: URL, into executable: URL, runtime: RuntimeModule, toolchain: Toolchain, options: CheckOptions,
    cancellation: CancellationFlag?
  ) throws(ExerciseError) -> LinkAttempt {
    let libraries = runtime.playLinkerArguments
    return try link(
      [object], autolink: object.deletingPathExtension().appendingPathExtension("autolink"), extra: libraries,
      driverArguments: toolchain.fastLinkerArguments + libraries + ["-o", executable.path, object.path],
      output: executable, runtime: runtime, toolchain: toolchain, options: options, cancellation: cancellation
    )
  }
}
