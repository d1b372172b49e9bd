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
  package func compilePlay(
    _ file: URL, options: PlayOptions, runtime: RuntimeModule, cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> PlayCompilation {
    let displayPath = Self.displayPath(file)
    let source: String
    do {
      source = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw .fileAccess(path: displayPath, reason: (error as NSError).localizedDescription)
    }
    // A played file (a pack's lesson included) is a stranger's code as much as a checked one.
    let restricted = restrictionDiagnostics(in: source, path: displayPath, kind: "a played file")
    guard restricted.isEmpty else { return .failed(diagnostics: restricted, notes: []) }
    let mount = try Self.playMount(in: source, options: options, displayPath: displayPath)
    let root = mount.label
    let toolchain = try toolchain()
    // The protocol needs no check here: the cache built it from the sources embedded in
    // this tool (ProtocolSources), and a child of another version is refused and reported.

    let folder = try LockedFolder(kind: "play")
    let directory = folder.url
    let rewritten = SourceRewriter.rewrite(
      source, stateMacroAvailable: runtime.hasStateMacro, xcode: options.xcode)
    let learnerCopy = directory.appendingPathComponent(file.lastPathComponent)
    let driver = directory.appendingPathComponent("main.swift")
    let executable = directory.appendingPathComponent("play")
    do {
      // The function that builds the root sits in the played file's copy, after its last
      // line: there it can build a `private` view, which `main.swift` could not.
      try Data((rewritten.text + PlayDriverProgram.rootFunction(building: mount.expression)).utf8).write(
        to: learnerCopy)
      try Data(PlayDriverProgram.source(fileName: file.lastPathComponent).utf8).write(to: driver)
    } catch {
      folder.remove()
      throw .fileAccess(path: directory.path, reason: (error as NSError).localizedDescription)
    }
    var notes: [String] = []
    if rewritten.rewroteSwiftUI {
      notes.append(SourceRewriter.swiftUINote)
    }
    if !rewritten.plainWrapperProperties.isEmpty {
      notes.append(SourceRewriter.plainWrapperNote(properties: rewritten.plainWrapperProperties))
    }
    if let inert = InertAPINote.note(for: source) { notes.append(inert) }
    // Compiled to an object first, so that the object is judged (see ObjectInspection) before it is linked.
    let object = directory.appendingPathComponent("play.o")
    let arguments = Self.playObjectArguments(
      runtime: runtime, file: learnerCopy, driver: driver, object: object, swiftVersion: options.swiftVersion)
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
            diagnostics: objectDiagnostics(refused, file: displayPath, source: source), notes: notes)
        }
      }
    } catch {
      folder.remove()
      throw error
    }
    guard outcome.termination == .exited(0) else {
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      let files = [
        DiagnosticParser.FileMapping(
          compiledPath: learnerCopy.path, displayPath: displayPath, origin: .learnerFile, lines: lines),
        DiagnosticParser.FileMapping(
          compiledPath: driver.path, displayPath: "(generated play driver) main.swift", origin: .harness,
          lines: PlayDriverProgram.source(fileName: file.lastPathComponent).split(
            separator: "\n", omittingEmptySubsequences: false)),
      ]
      // The compile read the learner's file and the generated driver: a diagnostic at any
      // other name (a `#sourceLocation`'s) is the learner's.
      let parser = DiagnosticParser(files: files, otherFiles: linking ? nil : files[0])
      var diagnostics = parser.parse(outcome.output).map { diagnostic in
        var diagnostic = diagnostic
        diagnostic.message = VisibleText.escapingControls(diagnostic.message)
        diagnostic.sourceLine = diagnostic.sourceLine.map(VisibleText.escapingControls)
        return diagnostic
      }
      if rewritten.compiledWithStateMacro {
        diagnostics = StateMacroAdvice.rewording(diagnostics, sourceLines: lines)
        diagnostics = StateMacroMemberwise.rewording(
          diagnostics, views: rewritten.memberwiseSkippedViews, sourceLines: lines)
        notes += StateMacroAdvice.notes(for: diagnostics, sourceLines: lines)
        notes += StateMacroMemberwise.notes(for: diagnostics, views: rewritten.memberwiseSkippedViews)
      }
      folder.remove()
      // An error in the generated root function (after the file's last line): the root
      // cannot be built as `Root()`. Said at the root's declaration, with both ways out.
      let generated = diagnostics.filter {
        ($0.origin == .learnerFile && $0.line > lines.count) || $0.origin == .harness
      }
      if !generated.isEmpty {
        diagnostics.removeAll {
          ($0.origin == .learnerFile && $0.line > lines.count) || $0.origin == .harness
        }
        if diagnostics.isEmpty {
          let declaration = RootViewFinder.viewTypes(in: source).first { $0.name == mount.rootType }
          let why = generated.first(where: { $0.severity == "error" })?.message ?? "it does not compile"
          var diagnostic = Diagnostic(
            origin: .learnerFile, file: displayPath, line: declaration?.line ?? 0,
            column: declaration == nil ? 0 : 1,
            severity: "error",
            message: mount.isPreview
              ? "the preview \(root) does not build a view: \(why)"
              : "`\(root)()` cannot be mounted as it is: \(why). Add a preview that builds it the way you mean, "
                + "e.g. `#Preview { \(root)(…) }` at the end of the file (play mounts the file's #Preview), "
                + "or play a view that builds it with --root NAME.")
          if let declaration, declaration.line <= lines.count {
            diagnostic.sourceLine = VisibleText.escapingControls(String(lines[declaration.line - 1]))
          }
          diagnostics = [diagnostic]
        }
      }
      notes += CompileAdvice.notes(
        for: diagnostics, output: outcome.output, swiftVersion: options.swiftVersion,
        sourceLines: lines, compiledWithStateMacro: rewritten.compiledWithStateMacro)
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
    for name in BubblewrapSandbox.isolationVariables {
      childEnvironment[name] = environment[name]
    }
    return .program(
      PlayProgram(
        root: root, file: file, notes: notes, folder: folder, executable: executable, runtime: runtime,
        toolchain: toolchain, options: options, environment: childEnvironment))
  }

  /// The `swiftc` arguments that compile `file` and `driver` into one object (the play module).
  static func playObjectArguments(
    runtime: RuntimeModule, file: URL, driver: URL, object: URL, swiftVersion: String = "6"
  ) -> [String] {
    CheckBuild.flags(swiftVersion: swiftVersion) + ["-module-name", playModule, "-I", runtime.directory.path]
      + runtime.pluginArguments + ["-c", "-o", object.path, file.path, driver.path]
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

  /// What a play program mounts: a view type built as `Root()`, or a preview of the file.
  struct PlayMount: Equatable {
    /// How the program and its log name it: the root type, or `#Preview "Name"`.
    var label: String
    /// The expression that builds the view, in the played file's scope.
    var expression: String
    /// The view type built, when it is a root type (for messages at its declaration).
    var rootType: String?
    var isPreview: Bool { rootType == nil }
  }

  /// What to mount: `--root` when given; else `--preview`, or the file's only preview;
  /// else the single view no other view uses (see ``RootViewFinder``).
  static func playMount(in source: String, options: PlayOptions, displayPath: String) throws(ExerciseError)
    -> PlayMount
  {
    if let requested = options.root {
      let root = try playRoot(in: source, requested: requested, displayPath: displayPath)
      return PlayMount(label: root, expression: "\(root)()", rootType: root)
    }
    let previews = PreviewFinder.previews(in: source)
    func mount(_ preview: PreviewFinder.Preview) -> PlayMount {
      let label = preview.kind == .provider ? (preview.name ?? "") : "#Preview \"\(preview.label)\""
      return PlayMount(label: label, expression: preview.expression, rootType: nil)
    }
    if let requested = options.preview {
      guard let preview = previews.first(where: { $0.matches(requested) }) else {
        throw .playUnknownPreview(file: displayPath, name: requested, previews: previews.map(\.label))
      }
      return mount(preview)
    }
    switch previews.count {
    case 0:
      let root = try playRoot(in: source, requested: nil, displayPath: displayPath)
      return PlayMount(label: root, expression: "\(root)()", rootType: root)
    case 1:
      return mount(previews[0])
    default:
      throw .playAmbiguousPreview(file: displayPath, previews: previews.map(\.label))
    }
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
