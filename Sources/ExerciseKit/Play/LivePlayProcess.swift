import Foundation
import LessonsProtocol
import Synchronization
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A played file's program kept running between commands: the shell's `play` session.
///
/// One child under the limits of a check (supervisor, memory, bounded output), except
/// that the time limit holds for each command: one that is not answered in time stops
/// the program. The child reads one command per line from a pipe of its own and answers
/// each on the result channel, so its state, the `UUID()`s it made and whatever else
/// the played code keeps live on between commands, as in an app. Nothing of the played
/// code runs between two commands: the driver waits for the next line on the main actor,
/// and every process of the program's sandbox (its PID namespace) is stopped (`SIGSTOP`)
/// until then, threads included; without a namespace, the program's process group.
///
/// Once the program has ended (a crash, a timeout, Ctrl-C, ``close()``) it serves
/// nothing more: start another with ``PlayProgram/startSession()``. The child cannot
/// outlive the tool: that pipe closes with the tool, and the supervisor dies
/// with it.
package final class LivePlayProcess: Sendable {
  /// What a command got.
  package enum Answer: Sendable {
    /// The program performed it and is ready for the next.
    case step(HarnessMessage.PlayStep)
    /// The program ended instead: how (crashed or timeout), and what it printed meanwhile.
    case ended(PlayRun)
  }

  /// What the child's thread shares with the caller. Apart from this object, so that the
  /// thread (which holds the connection while the child lives) does not keep it alive:
  /// dropping the process closes the connection, and the child ends.
  private let connection: Connection

  /// Starts the program and waits until it can take commands.
  ///
  /// - Throws: ``ExerciseError/cannotLaunch(path:reason:)`` when it cannot start.
  init(program: PlayProgram) throws(ExerciseError) {
    connection = try Connection(program: program)
  }

  deinit {
    connection.close()
  }

  /// Sends `command` and waits for its step, the end of the program, the time limit or `cancellation`.
  ///
  /// - Throws: ``ExerciseError/cancelled`` when `cancellation` was raised; the program
  ///   is stopped first.
  package func serve(_ command: HarnessMessage.PlayCommand, cancellation: CancellationFlag? = nil)
    throws(ExerciseError) -> Answer
  {
    try connection.serve(command, cancellation: cancellation)
  }

  /// Whether the program has ended and can serve nothing more.
  package var hasEnded: Bool { connection.hasEnded }

  /// Ends the program: its command pipe closes, and it is stopped if it does not leave by itself.
  package func close() {
    connection.close()
  }
}

/// The processes of a played program: everything in its PID namespace, or its process group.
private enum Members: Equatable {
  /// The namespace's `/proc/<pid>/ns/pid` link text (`pid:[4026532…]`).
  case namespace(String)
  case group(pid_t)
}

/// The child of a ``LivePlayProcess`` and what its thread has received.
private final class Connection: Sendable {
  private struct State: ~Copyable {
    /// The write end of the child's command pipe, once it is running.
    var input: Int32?
    /// The process spawned: the supervisor on Linux, else the program itself.
    var childPID: pid_t?
    /// Which processes are the played program's, once found (see ``Connection/members(_:supervised:)``).
    var members: Members?
    /// A result-channel line still being received.
    var partialLine: [UInt8] = []
    /// Steps received and not yet taken.
    var steps: [HarnessMessage.PlayStep] = []
    /// The child speaks another protocol version (see ``ProtocolMismatch``).
    var mismatch: ProtocolMismatch?
    /// Output since the last command was sent.
    var output: BoundedBuffer
    /// How the child ended, once it has.
    var outcome: Result<ProcessOutcome, ExerciseError>?
  }

  private let program: PlayProgram
  private let nonce = PlayProgram.makeNonce()
  private let stop = CancellationFlag()
  private let state: Mutex<State>

  init(program: PlayProgram) throws(ExerciseError) {
    self.program = program
    state = Mutex(State(output: BoundedBuffer(limit: program.options.limits.outputLimit)))
    // The thread that spawns the child waits for it: the supervisor's parent-death
    // signal is tied to that thread, so it lives exactly as long as the child.
    let thread = Thread { [self] in runChild() }
    thread.name = "lessons play \(program.root)"
    thread.start()
    while true {
      let started: Result<Void, ExerciseError>? = state.withLock { state in
        if state.input != nil { return .success(()) }
        if case .failure(let error) = state.outcome { return .failure(error) }
        if state.outcome != nil { return .success(()) }
        return nil
      }
      switch started {
      case .success: return
      case .failure(let error): throw error
      case nil: usleep(1_000)
      }
    }
  }

  private func runChild() {
    var configuration = program.childConfiguration(
      commands: HarnessMessage.Option.commandsFromDescriptor, nonce: nonce)
    configuration.timeout = nil
    configuration.input = true
    let streaming = ChildProcess.Streaming(
      started: { pid, input in
        self.state.withLock {
          $0.input = input
          $0.childPID = pid
        }
      },
      output: { bytes in self.state.withLock { $0.output.append(bytes) } },
      results: { bytes in self.receive(bytes) })
    let outcome: Result<ProcessOutcome, ExerciseError>
    do throws(ExerciseError) {
      outcome = .success(
        try UnsandboxedRun.guarding(
          program.runtime, sandboxed: configuration.sandbox != nil, holdingStores: false
        ) {
          () throws(ExerciseError) -> ProcessOutcome in
          try ChildProcess(configuration: configuration).run(cancellation: stop, streaming: streaming)
        })
    } catch {
      outcome = .failure(error)
    }
    // The input stays open until `close()`: closed here, its number could be reused by
    // the time a `serve` that already read it writes to it.
    state.withLock { $0.outcome = outcome }
  }

  private func receive(_ bytes: UnsafeRawBufferPointer) {
    state.withLock { state in
      state.partialLine.append(contentsOf: bytes)
      while let newline = state.partialLine.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: state.partialLine[..<newline], as: UTF8.self)
        state.partialLine.removeSubrange(...newline)
        switch PlayProgram.event(in: Substring(line), nonce: nonce) {
        case .playStepFinished(let step): state.steps.append(step)
        case .protocolRefused(let mismatch): state.mismatch = state.mismatch ?? mismatch
        default: break
        }
      }
    }
  }

  func serve(_ command: HarnessMessage.PlayCommand, cancellation: CancellationFlag? = nil)
    throws(ExerciseError) -> LivePlayProcess.Answer
  {
    let line = Array(((try? JSONEncoder().encode(command)) ?? Data()) + [UInt8(ascii: "\n")])
    let input = state.withLock { state -> Int32? in
      state.output = BoundedBuffer(limit: program.options.limits.outputLimit)
      return state.input
    }
    thaw()
    if let input { _ = PipeWriter.writeAll(line, to: input) }
    let deadline = Date().addingTimeInterval(program.options.limits.timeout)
    var timedOut = false
    var stopping = false
    while true {
      let answer = state.withLock { state -> LivePlayProcess.Answer? in
        if !state.steps.isEmpty { return .step(state.steps.removeFirst()) }
        guard case .success(let outcome) = state.outcome else { return nil }
        var ended = outcome
        ended.output = state.output.text
        ended.droppedOutputBytes = state.output.dropped
        var run = program.interpret(ended, nonce: nonce, mismatch: state.mismatch)
        if timedOut {
          run.status = .timeout
          run.crashMessage = nil
        }
        return .ended(run)
      }
      if let answer {
        if case .ended = answer, cancellation?.isCancelled == true { throw .cancelled }
        if case .step = answer { freeze() }
        return answer
      }
      if case .failure(let error) = state.withLock({ $0.outcome }) { throw error }
      if !stopping, cancellation?.isCancelled == true || Date() >= deadline {
        // Either way the program is stopped; what it is told depends on who asked.
        stopping = true
        timedOut = cancellation?.isCancelled != true
        stop.cancel()
      }
      usleep(2_000)
    }
  }

  var hasEnded: Bool { state.withLock { $0.outcome != nil } }

  func close() {
    let input = state.withLock { state -> Int32? in
      defer { state.input = nil }
      return state.input
    }
    thaw()
    if let input { closeDescriptor(input) }
    let giveUp = Date().addingTimeInterval(1)
    while !hasEnded && Date() < giveUp { usleep(2_000) }
    stop.cancel()
  }

  /// Stops every process of the played program between commands, so that nothing of it
  /// runs while the learner thinks: not even a thread or detached task the played code
  /// started, which the waiting main actor does not hold back, nor a child in a process
  /// group or session of its own.
  ///
  /// In a PID namespace (the sandbox's, or the supervisor's) every process in it is
  /// stopped, again and again until a whole pass finds each one stopped: one that ran
  /// meanwhile may have continued another (`SIGCONT` to PID 1 or to a sibling), and a
  /// stopped process sends nothing. Without a namespace, the program's process group.
  private func freeze() {
    state.withLock { state in
      guard state.outcome == nil,
        let members = Self.members(&state, supervised: program.runtime.supervisor != nil)
      else { return }
      switch members {
      case .group(let group):
        kill(-group, SIGSTOP)
      case .namespace(let namespace):
        let giveUp = Date().addingTimeInterval(1)
        while Date() < giveUp {
          var allStopped = true
          for pid in Self.processes(in: namespace) where !Self.isStopped(pid) {
            allStopped = false
            kill(pid, SIGSTOP)
          }
          if allStopped { return }
          usleep(200)
        }
      }
    }
  }

  /// Lets the played program run again, before a command or the end.
  private func thaw() {
    state.withLock { state in
      guard state.outcome == nil,
        let members = Self.members(&state, supervised: program.runtime.supervisor != nil)
      else { return }
      switch members {
      case .group(let group): kill(-group, SIGCONT)
      case .namespace(let namespace):
        for pid in Self.processes(in: namespace) { kill(pid, SIGCONT) }
      }
    }
  }

  /// The played program's processes (never looked for once it has ended: its numbers may
  /// then belong to someone else). The spawned process (`bwrap`, or the supervisor) has
  /// one child: the sandbox's first process, or the program. When that child is in
  /// another PID namespace than the tool, the namespace is the program's; otherwise
  /// (the supervisor's subreaper fallback, or no supervisor) its process group is.
  private static func members(_ state: inout State, supervised: Bool) -> Members? {
    if let known = state.members { return known }
    guard let pid = state.childPID else { return nil }
    guard supervised else {
      state.members = .group(pid)
      return state.members
    }
    let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
    guard let child = children.split(separator: " ").first.flatMap({ pid_t($0) }) else { return nil }
    let own = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/ns/pid")
    if let namespace = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child)/ns/pid"),
      namespace != own
    {
      state.members = .namespace(namespace)
    } else {
      state.members = .group(child)
    }
    return state.members
  }

  /// Every process whose PID namespace is `namespace`.
  private static func processes(in namespace: String) -> [pid_t] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name in
      guard let pid = pid_t(name),
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(name)/ns/pid")) == namespace
      else { return nil }
      return pid
    }
  }

  /// Whether `pid` is stopped (or gone, or a zombie: either way it runs nothing).
  private static func isStopped(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[stat.index(after: close)...].split(separator: " ").first
    return state == "T" || state == "t" || state == "Z" || state == "X"
  }
}

/// `close(2)`, by a name the types above do not shadow.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}
