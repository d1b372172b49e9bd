import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command run to its end with `posix_spawn` and `waitpid`, its input written and its
/// output read through pipes: what ``CommandOutput/run(_:_:environment:directory:input:errors:)``
/// (and through it the terminal tests' `tmux` calls) starts, and ``RunningCommand`` with
/// ``start(_:_:environment:directory:pipedInput:errors:)``.
///
/// Not Foundation's `Process`: on a clean clone its wait for a child that had ended never
/// returned once, and twice the test process died of SIGPIPE there (``ExecutableFile``). Here:
/// - the pipes are close-on-exec, so a child that another test's thread starts meanwhile
///   does not hold them open (which would keep a read waiting for that child's end);
/// - the input is written and both outputs are read in one `poll` loop, so a command that
///   fills one pipe while the test waits on another does not block;
/// - the test process does not die when the command ends before it has read its input
///   (SIGPIPE is blocked while writing, and the write says EPIPE instead);
/// - the command starts with no signal blocked and every catchable signal at its default,
///   whatever the test process had set.
package enum SpawnedCommand {
  /// A command that could not be started, or a pipe that could not be made.
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
  }

  /// How the command ended and what it wrote.
  package struct Outcome: Sendable {
    /// The exit status, or the number of the signal that ended it (as `Process` reports).
    package var status: Int32
    /// What it wrote on standard output (and standard error, when merged).
    package var output: Data
    /// What it wrote on standard error, when read separately.
    package var error: Data
  }

  /// Runs `executable` with `arguments` to its end.
  ///
  /// - Parameters:
  ///   - environment: the command's whole environment; `nil` passes this process's.
  ///   - directory: its working directory; `nil` keeps this process's.
  ///   - input: written to its standard input, which is then closed; `nil` gives it `/dev/null`.
  package static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    directory: String? = nil, input: Data? = nil, errors: CommandOutput.ErrorStream = .separate
  ) throws -> Outcome {
    let started = try start(
      executable, arguments, environment: environment, directory: directory, pipedInput: input != nil,
      errors: errors)
    var exchange = PipeExchange(
      input: input ?? Data(), inputEnd: started.input, outputEnd: started.output, errorEnd: started.error)
    var outcome = Outcome(status: 0, output: Data(), error: Data())
    let ended = { waitStatus(of: started.pid, waiting: false) }
    let seen = exchange.run(ended: ended) { data, fromErrors in
      if fromErrors { outcome.error.append(data) } else { outcome.output.append(data) }
    }
    outcome.status = exitStatus(seen ?? waitStatus(of: started.pid, waiting: true) ?? 0)
    return outcome
  }

  /// `pid`'s wait status if it has ended (or, `waiting`, once it has); `nil` while it runs.
  package static func waitStatus(of pid: pid_t, waiting: Bool) -> Int32? {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, waiting ? 0 : WNOHANG)
      if result == pid { return status }
      if result == -1 && errno == EINTR { continue }
      return nil
    }
  }

  /// A started command: its process and this process's ends of its pipes, which the caller
  /// closes.
  package struct Started: Sendable {
    /// The command's process, which the caller waits for.
    package let pid: pid_t
    /// The end that writes the command's standard input, when it is piped.
    package let input: Int32?
    /// The end that reads its standard output (and standard error, when merged).
    package let output: Int32
    /// The end that reads its standard error, when it is read separately.
    package let error: Int32?
  }

  /// Starts `executable` with `arguments`, its standard input a pipe when `pipedInput`
  /// (else `/dev/null`), its output and errors piped as `errors` says.
  package static func start(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    directory: String? = nil, pipedInput: Bool, errors: CommandOutput.ErrorStream = .separate
  ) throws -> Started {
    var open: [Int32] = []
    defer { for descriptor in open { close(descriptor) } }
    func pipeEnds() throws -> (read: Int32, write: Int32) {
      let ends = try pipe()
      open += [ends.read, ends.write]
      return ends
    }
    let stdin = pipedInput ? try pipeEnds() : nil
    let stdout = try pipeEnds()
    let stderr = errors == .separate ? try pipeEnds() : nil

    // Darwin's spawn types are opaque pointers that `init` allocates; glibc's are structs.
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var attributes = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let stdin {
      posix_spawn_file_actions_adddup2(&actions, stdin.read, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, stdout.write, 1)
    switch (errors, stderr) {
    case (.separate, let stderr?): posix_spawn_file_actions_adddup2(&actions, stderr.write, 2)
    case (.merged, _): posix_spawn_file_actions_adddup2(&actions, stdout.write, 2)
    default: posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    }
    if let directory {
      let added = changeDirectory(&actions, directory)
      guard added == 0 else {
        throw Failure(
          description: "could not start \(executable) in \(directory): \(String(cString: strerror(added)))")
      }
    }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [
      SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2, SIGTSTP, SIGTTIN,
      SIGTTOU,
    ] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let variables = environment ?? ProcessInfo.processInfo.environment
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }

    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw Failure(description: "could not start \(executable): \(String(cString: strerror(spawned)))")
    }
    // The child has its ends now; ours of them close (the `defer`), so that its exit ends
    // our reads, and the caller's stay open.
    open.removeAll { [stdin?.write, stdout.read, stderr?.read].contains($0) }
    return Started(pid: pid, input: stdin?.write, output: stdout.read, error: stderr?.read)
  }

  /// What `Process` calls the termination status: the exit status of a command that exited
  /// (the wait status's low seven bits 0, the next byte), else the number of its signal.
  package static func exitStatus(_ waitStatus: Int32) -> Int32 {
    waitStatus & 0x7f == 0 ? (waitStatus >> 8) & 0xff : waitStatus & 0x7f
  }

  /// A pipe whose two ends are closed on `exec`, so that only the descriptors a spawn
  /// duplicates reach its child.
  private static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    #if os(Linux)
      // glibc's pipe2, which Swift's Glibc module does not export: both ends close-on-exec
      // from the start, so no child another thread starts meanwhile inherits them.
      typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
      guard let symbol = pipe2Symbol else { throw Failure(description: "glibc has no pipe2") }
      let made = ends.withUnsafeMutableBufferPointer {
        unsafeBitCast(symbol, to: Pipe2.self)($0.baseAddress!, O_CLOEXEC)
      }
    #else
      // No pipe2: a child another thread starts between these calls may inherit the ends,
      // which only keeps a read going until that child ends or PipeExchange sees ours end.
      let made = Darwin.pipe(&ends)
      if made == 0 { for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
    #endif
    guard made == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
    return (ends[0], ends[1])
  }

  #if os(Linux)
    private nonisolated(unsafe) static let pipe2Symbol = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "pipe2")
    private nonisolated(unsafe) static let addChangeDirectorySymbol = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")

    /// Has the child start in `directory`: glibc's `posix_spawn_file_actions_addchdir_np`
    /// (2.29 and later), which Swift's Glibc module does not export, found by name.
    private static func changeDirectory(_ actions: inout posix_spawn_file_actions_t, _ directory: String)
      -> Int32
    {
      typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
      guard let symbol = addChangeDirectorySymbol else { return ENOSYS }
      return unsafeBitCast(symbol, to: AddChangeDirectory.self)(&actions, directory)
    }
  #else
    /// Has the child start in `directory` (spawn.h, macOS 10.15 and later).
    private static func changeDirectory(_ actions: inout posix_spawn_file_actions_t?, _ directory: String)
      -> Int32
    {
      posix_spawn_file_actions_addchdir_np(&actions, directory)
    }
  #endif
}

/// Runs `body` with SIGPIPE blocked in this thread, and takes back the SIGPIPE that a write
/// to a pipe whose reader is gone raised meanwhile: the write then fails with EPIPE instead
/// of ending the test process.
func withoutSIGPIPE<T>(_ body: () -> T) -> T {
  var pipeSignal = sigset_t()
  sigemptyset(&pipeSignal)
  sigaddset(&pipeSignal, SIGPIPE)
  var previous = sigset_t()
  pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
  defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
  let result = body()
  var pending = sigset_t()
  sigpending(&pending)
  if sigismember(&pending, SIGPIPE) == 1 && sigismember(&previous, SIGPIPE) == 0 {
    var taken: Int32 = 0
    sigwait(&pipeSignal, &taken)
  }
  return result
}
