import Foundation
import LessonsProtocol
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A played file compiled with its driver: run it with the commands to serve.
///
/// Each ``run(_:cancellation:)`` is a fresh child under the check limits (see
/// ``ChildRunner``) that mounts the root and serves the commands in order, so nothing
/// a played file starts outlives the call; the shell replays a session's actions to
/// reach the state after them (the runtime is deterministic). The build folder goes
/// when the program does.
package final class PlayProgram: Sendable {
  /// The view mounted.
  package let root: String
  /// The played file.
  package let file: URL
  /// What was said while building (the `import SwiftUI` note).
  package let notes: [String]
  /// The notes but the `import SwiftUI` one, for files written for this tool, where it says nothing new.
  package var notesBesidesSwiftUIImport: [String] { notes.filter { $0 != SourceRewriter.swiftUINote } }
  /// The build folder, removed with this program.
  let folder: LockedFolder
  let executable: URL
  let runtime: RuntimeModule
  /// The compiler it was built with: the sandbox shows the program its runtime libraries.
  let toolchain: Toolchain
  let options: PlayOptions
  let environment: [String: String]
  /// For an app of several files, each file's name in the build (the name a crash report
  /// gives) and how messages name it; empty for one file.
  let compiledFiles: [String: String]

  init(
    root: String, file: URL, notes: [String], folder: LockedFolder, executable: URL, runtime: RuntimeModule,
    toolchain: Toolchain, options: PlayOptions, environment: [String: String],
    compiledFiles: [String: String] = [:]
  ) {
    self.compiledFiles = compiledFiles
    self.root = root
    self.file = file
    self.notes = notes
    self.folder = folder
    self.executable = executable
    self.runtime = runtime
    self.toolchain = toolchain
    self.options = options
    self.environment = environment
  }

  deinit {
    folder.remove()
  }

  /// Runs the program, serving `commands`; ``HarnessMessage/PlayCommand/mount`` should come first.
  ///
  /// - Parameter build: for a lesson's program, the comparison build to mount instead of the
  ///   version its options name (``HarnessMessage/Option/build``).
  package func run(
    _ commands: [HarnessMessage.PlayCommand], build: String? = nil, cancellation: CancellationFlag? = nil
  ) throws(ExerciseError) -> PlayRun {
    let nonce = Self.makeNonce()
    let encoded = (try? JSONEncoder().encode(commands)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    let configuration = childConfiguration(commands: encoded, nonce: nonce, build: build)
    let outcome = try UnsandboxedRun.guarding(runtime, sandboxed: configuration.sandbox != nil) {
      () throws(ExerciseError) -> ProcessOutcome in
      try ChildProcess(configuration: configuration).run(cancellation: cancellation)
    }
    if outcome.termination == .cancelled { throw .cancelled }
    return interpret(outcome, nonce: nonce)
  }

  /// Starts the program as the shell's session: it stays running and serves one command at a time.
  package func startSession() throws(ExerciseError) -> LivePlayProcess {
    try LivePlayProcess(program: self)
  }

  /// A run's secret: random, never on disk or on a command line.
  static func makeNonce() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(generator.next() as UInt64, radix: 36) }.joined()
  }

  /// How the program is started: under the check limits, told where its channels are.
  ///
  /// - Parameter commands: the JSON list of commands, or ``HarnessMessage/Option/commandsFromDescriptor``
  ///   (then the commands come on ``ChildProcess/commandDescriptor``).
  func childConfiguration(commands: String, nonce: String, build: String? = nil) -> ChildProcess.Configuration
  {
    // Built up statement by statement: as one expression of `+` and `??`, it took the compiler
    // 0.8 s to type-check.
    var arguments: [String] = [
      HarnessMessage.Option.resultsDescriptor, String(ChildProcess.resultDescriptor),
      HarnessMessage.Option.secretDescriptor, String(ChildProcess.secretDescriptor),
      HarnessMessage.Option.commandsDescriptor, String(ChildProcess.commandDescriptor),
      HarnessMessage.Option.playCommands, commands, "--xcode", String(options.xcode),
      HarnessMessage.Option.protocolVersion, String(HarnessMessage.currentVersion),
    ]
    if let variant = options.variant { arguments += [HarnessMessage.Option.variant, variant] }
    if let build { arguments += [HarnessMessage.Option.build, build] }
    return ChildRunner.configuration(
      executable: executable.path,
      arguments: arguments,
      environment: environment, secret: nonce, runtime: runtime, toolchain: toolchain, options: options.limits
    )
  }

  /// The event of one result-channel line, when it is a message of this protocol version
  /// with the run's secret; a refusal or a message of another version is a
  /// ``HarnessMessage/Event/protocolRefused(_:)`` event.
  static func event(in line: Substring, nonce: String) -> HarnessMessage.Event? {
    switch HarnessMessage.read(line, nonce: nonce) {
    case .message(let message): message.event
    case .mismatch(let mismatch): .protocolRefused(mismatch)
    case .ignored: nil
    }
  }

  func interpret(_ outcome: ProcessOutcome, nonce: String, mismatch seen: ProtocolMismatch? = nil) -> PlayRun
  {
    var steps: [HarnessMessage.PlayStep] = []
    var ended = false
    var mismatch = seen
    for line in outcome.resultChannel.split(separator: "\n") {
      switch Self.event(in: line, nonce: nonce) {
      case .playStepFinished(let step): steps.append(step)
      case .runEnded: ended = true
      case .protocolRefused(let refusal): mismatch = mismatch ?? refusal
      default: break
      }
    }
    var run = PlayRun(
      status: .ok, steps: steps, crashMessage: nil,
      output: VisibleText.escapingControls(CrashMessage.strippingTrace(from: outcome.output)), notes: [])
    // Blame from the runtime's crash report (see ExerciseWorkbench.describe), never from printed text alone.
    let printed = CrashMessage.find(in: outcome.output)
    let blamed = outcome.crashReport.flatMap(CrashReport.init(json:))?.blame([
      ExerciseWorkbench.playModule: file.lastPathComponent
    ])
    let crash: String? = {
      let path = ExerciseWorkbench.displayPath(file)
      if let line = printed?.line, printed?.file == file.lastPathComponent,
        blamed != nil || outcome.crashReport == nil
      {
        return "\(printed?.message ?? "The program crashed") (at \(path):\(line))"
      }
      // Another file of a played app: named as the learner names it.
      if let line = printed?.line, let name = printed?.file, let shown = compiledFiles[name],
        blamed != nil || outcome.crashReport == nil
      {
        return "\(printed?.message ?? "The program crashed") (at \(shown):\(line))"
      }
      if let blamed {
        return "\(printed?.message ?? "The program crashed") (in \(blamed.function), at \(path))"
      }
      return printed?.message
    }()
    switch outcome.termination {
    case .timedOut:
      run.status = .timeout
    case .exited(0) where ended:
      run.status = .ok
    case .exited(let code):
      run.status = .crashed
      run.crashMessage =
        crash ?? "The program exited with code \(code) before it finished (did something call exit()?)."
    case .signalled(let signal):
      run.status = .crashed
      run.crashMessage = crash ?? "Stopped by \(CrashMessage.signalName(signal))."
      if outcome.output.contains("failed to allocate") || signal == SIGKILL || signal == SIGSEGV {
        run.notes.append(
          "Played files may use at most \(options.limits.memoryLimitBytes >> 20) MiB of memory; "
            + "an endless loop that allocates ends like this.")
      }
    case .cancelled:
      run.status = .crashed
    }
    run.crashMessage = run.crashMessage.map(VisibleText.escapingControls)
    if let mismatch {
      // Nothing the child said was read: say why, instead of a crash without a reason.
      run.status = .crashed
      run.crashMessage = mismatch.description
    }
    return run
  }
}
