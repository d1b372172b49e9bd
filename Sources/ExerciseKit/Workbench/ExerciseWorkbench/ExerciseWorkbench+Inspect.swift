import Foundation
import LessonsProtocol
import WorkbenchSupport

extension ExerciseWorkbench {
  /// How a link ended: the linker ran (and exited as its outcome says), or the objects
  /// were refused before anything ran.
  enum LinkAttempt {
    case ran(ProcessOutcome)
    case refused([ObjectInspection.Finding])

    /// Whether the link ran and wrote the program.
    var linked: Bool {
      if case .ran(let outcome) = self { return outcome.termination == .exited(0) }
      return false
    }
  }

  /// The refusals of ``SourceRestrictions`` in `source`, as errors at their lines of the
  /// learner's file `path`; empty when it has none.
  ///
  /// - Parameter kind: what the file is, for the message ("a checked file", "a played file").
  func restrictionDiagnostics(in source: String, path: String, kind: String) -> [Diagnostic] {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return SourceRestrictions.findings(in: source).map { finding in
      Diagnostic(
        origin: .learnerFile, file: path, line: finding.line, column: 1, severity: "error",
        message:
          "`\(finding.attribute)` is not allowed in \(kind): \(finding.reason). "
          + "Remove it; a SwiftUI file never needs it.",
        sourceLine: finding.line <= lines.count
          ? VisibleText.escapingControls(String(lines[finding.line - 1])) : nil)
    }
  }

  /// What ``ObjectInspection`` refuses in the learner's compiled `object`; on a platform
  /// whose objects are not ELF (macOS), nothing, and a note that says so.
  func inspectObject(_ object: URL, module: String, allowing allowed: Set<String> = [], notes: inout [String])
    -> [ObjectInspection.Finding]
  {
    #if os(Linux)
      return ObjectInspection.inspect(object: object, module: module, allowing: allowed)
    #else
      notes.append("The compiled file was not inspected: only ELF objects (Linux) are read.")
      return []
    #endif
  }

  /// The refusals of ``inspectObject(_:module:allowing:notes:)``, as errors on the learner's
  /// file: at the line of `source` that holds what a finding quotes, else at none.
  func objectDiagnostics(_ findings: [ObjectInspection.Finding], file: String, source: String) -> [Diagnostic]
  {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return findings.map { finding in
      let line = finding.quoted.map { Self.line(of: $0, in: source) } ?? 0
      return Diagnostic(
        origin: .learnerFile, file: file, line: line, column: line > 0 ? 1 : 0, severity: "error",
        message:
          "your compiled file cannot be checked: \(finding.message). A SwiftUI file never needs this; "
          + "remove the attribute or call that makes it.",
        sourceLine: line > 0 ? VisibleText.escapingControls(String(lines[line - 1])) : nil)
    }
  }

  /// Links `objects` into `output` with a command the tool owns: the runtime cache's
  /// ``LinkRecipe``, with the objects' autolink entries only when each is an allowed
  /// library (else nothing runs, and the entries come back as ``LinkAttempt/refused(_:)``).
  ///
  /// On Linux nothing links through `swiftc`: its link hands every autolink entry of
  /// every object to `clang` (see ``LinkRecipe``). Where objects are not ELF (macOS) the
  /// driver links with `driverArguments`; what holds there is what `ld64` does with an
  /// object's `LC_LINKER_OPTION` commands, which this tool neither reads nor filters.
  func link(
    _ objects: [URL], autolink: URL, extra: [String], driverArguments: [String], output: URL,
    runtime: RuntimeModule, toolchain: Toolchain, options: CheckOptions, cancellation: CancellationFlag?
  ) throws(ExerciseError) -> LinkAttempt {
    #if os(Linux)
      guard let recipe = runtime.linkRecipe else {
        throw .cannotLaunch(
          path: toolchain.swiftc.path,
          reason:
            "its `swiftc -###` did not print the link this tool reads (swift-autolink-extract, then clang), "
            + "so there is no link command of the tool's own to run; a Swift 6 toolchain from swift.org prints it "
            + "(the runtime cache learns it again when rebuilt: remove \(runtime.directory.path))")
      }
      let command: [String]
      do {
        command = try recipe.link(objects: objects, writingAutolinkTo: autolink, extra: extra, output: output)
      } catch {
        switch error {
        case .entries(let entries): return .refused(entries.map(ObjectInspection.autolinkFinding))
        case .unreadable(let object, let reason):
          return .refused([.init(message: "the compiled file \(object) cannot be judged: \(reason)")])
        case .cannotWrite(let path, let reason): throw .fileAccess(path: path, reason: reason)
        }
      }
      return .ran(
        try runToolchainProgram(
          command, runtime: runtime, in: output.deletingLastPathComponent(), options: options,
          cancellation: cancellation))
    #else
      return .ran(
        try compile(
          driverArguments, toolchain: toolchain, runtime: runtime, in: output.deletingLastPathComponent(),
          options: options, cancellation: cancellation))
    #endif
  }

  /// The line of the learner's `source` that holds `text` (1-based), or 0 when none does.
  static func line(of text: String, in source: String) -> Int {
    guard !text.isEmpty else { return 0 }
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where line.contains(text) {
      return index + 1
    }
    return 0
  }
}
