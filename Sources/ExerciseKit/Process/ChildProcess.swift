import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs one program as a child in its own process group, with a deadline and bounded output.
///
/// Why not `Foundation.Process`: it cannot put the child in a new process group, and
/// the shell's libedit re-raises Ctrl-C to the whole foreground group, which would
/// kill a compile or a check half-way. Here the child gets its own group
/// (`POSIX_SPAWN_SETPGROUP`), and a timeout or cancellation kills that whole group,
/// so nothing the learner's code forks outlives the check.
///
/// Standard output and standard error share one pipe (so they interleave as written)
/// and are kept up to ``Configuration/outputLimit`` bytes; the rest is read and
/// dropped so the child never blocks on a full pipe. An optional second pipe on file
/// descriptor 3 carries the check harness's results, apart from anything the
/// learner prints.
struct ChildProcess {
  /// What to run and under which limits.
  struct Configuration: Sendable {
    var executable: String
    var arguments: [String]
    var environment: [String: String]? = nil
    /// Seconds before the process group is killed; `nil` waits for ever (or cancellation).
    var timeout: Double? = nil
    /// Bytes of stdout/stderr kept.
    var outputLimit: Int = 64 * 1024
    /// Opens ``resultDescriptor`` in the child as a write-only result channel.
    var resultChannel: Bool = false
    /// Bytes the child may read once from ``secretDescriptor`` (a pipe, closed after
    /// them); never on disk, in the environment or on the command line.
    var secret: String? = nil
    /// Runs the program under `lessons-supervisor` (Linux): its own session, a PID
    /// namespace or subreaper, the memory limit set before `exec`. A stop is then asked
    /// of the supervisor (`SIGUSR1`), which kills the whole tree.
    var supervisor: Supervision? = nil
    /// Gives the child a pipe to read requests from on ``commandDescriptor``; its write
    /// end goes to ``Streaming/started``, and closing it is the child's end of file.
    var input: Bool = false
    /// Runs the supervisor and the program inside this sandbox (Linux, where `bwrap`
    /// can run), with a scratch folder made for the run and ``environment`` reduced to
    /// the sandbox's. A stop then kills `bwrap`, which ends the whole sandbox.
    var sandbox: BubblewrapSandbox? = nil
    /// The sandbox's writable folder, made and removed by the caller (a compile's build
    /// folder); `nil` makes a scratch folder for the run and removes it after.
    var scratchFolder: String? = nil
    /// Has the Swift runtime's backtracer write a JSON crash report into the run's
    /// scratch folder, read into ``ProcessOutcome/crashReport``: where a crash happened
    /// comes from the crashed thread's frames, not from a line the program printed.
    ///
    /// What such a report is worth: it is read only when the program really ended on a
    /// signal, as the supervisor saw it (see ``SupervisorReport``; without a supervisor,
    /// as the tool's own `waitpid` saw it), never on the strength of an exit code. It is
    /// then read only when the scratch folder holds exactly one `.json` entry, a regular
    /// file named as the backtracer names its report for the program that ended
    /// (`<program>-<pid>-<time>.json`, that program's real pid), through ``ScratchFile``.
    /// Anything else (no report, two, a symlink, a FIFO, another pid, a report too big)
    /// is no report, and the blame then stays with the learner's file. What this does
    /// not hold: the backtracer is started by the crashing program itself (the Swift
    /// runtime's signal handler spawns `swift-backtrace` from inside the program, with its
    /// ids, namespaces and descriptors), so no folder or descriptor exists that the
    /// backtracer can write and the program cannot; a program that writes such a file
    /// with its own pid, keeps the runtime's handler from running (its own signal
    /// handler, say) and then dies on a signal is believed. That is the stated limit (a
    /// program can forge its own results), not a way to harm anyone else.
    var crashReports: Bool = false
  }

  /// Hands over what a long-lived child says as it says it, instead of at its end.
  ///
  /// The callbacks run on the thread that called ``run(cancellation:streaming:)``;
  /// what they receive is not kept in the outcome.
  struct Streaming {
    /// Called once after the spawn with the child's pid (the supervisor's, when there is
    /// one) and the write end of its request pipe (when ``Configuration/input``); the
    /// receiver owns that and closes it.
    var started: (_ pid: pid_t, _ input: Int32?) -> Void
    /// Bytes of standard output and standard error.
    var output: (UnsafeRawBufferPointer) -> Void
    /// Bytes of the result channel.
    var results: (UnsafeRawBufferPointer) -> Void
  }

  /// The supervisor to run a program under, and its limits.
  struct Supervision: Sendable {
    /// The `lessons-supervisor` executable.
    var executable: String
    /// The address-space limit for the program; 0 for none.
    var memoryLimitBytes: Int
  }

  /// The child's end of the result channel.
  static let resultDescriptor: Int32 = 3
  /// The child's end of the secret pipe.
  static let secretDescriptor: Int32 = 4
  /// The child's end of the request pipe (``Configuration/input``).
  static let commandDescriptor: Int32 = 5
  /// The supervisor's end of its report pipe (see ``SupervisorReport``): given to the
  /// supervisor (and to `bwrap`, which passes it on), never to the program.
  static let evidenceDescriptor: Int32 = 6

  /// The name of the folder, in a run's scratch folder, that the program may write (its
  /// `$HOME` and `$TMPDIR`); the scratch folder itself holds the lock (see ``LockedFolder``),
  /// out of the program's reach.
  static let workFolderName = "work"

  /// Seconds a supervisor gets to clean up after a stop before its group is killed outright.
  static let stopGrace: Double = 3

  /// Seconds any other child gets after `SIGINT` before its group is killed outright.
  ///
  /// Why ask first: the Swift driver (`swiftc`) starts each job (the frontend, the linker)
  /// in a process group of its own, so killing the driver's group leaves them running; the
  /// runtime's build went on for its 20 s after a time limit, a Ctrl-C or a stopped tool. On
  /// `SIGINT` (not `SIGTERM`) the driver ends its jobs and exits: within 0.1 s here.
  static let interruptGrace: Double = 0.5

  let configuration: Configuration

  /// Held from creating a child's pipes to spawning it; see `makePipe(for:)`.
  private static let spawnLock = NSLock()

  /// Spawns, waits, and returns how it ended.
  ///
  /// - Parameter streaming: where output and results go as they come, for a child that
  ///   lives across many requests; without it they are kept (up to the limits) in the outcome.
  /// - Throws: ``ExerciseError/cannotLaunch(path:reason:)`` when the program cannot start.
  func run(cancellation: CancellationFlag? = nil, streaming: Streaming? = nil) throws(ExerciseError)
    -> ProcessOutcome
  {
    let start = Date()
    var scratch = configuration.scratchFolder
    var scratchFolder: LockedFolder?
    if scratch == nil, configuration.sandbox != nil || configuration.crashReports {
      let folder = try LockedFolder(kind: "scratch")
      let work = folder.url.appendingPathComponent(Self.workFolderName).path
      guard mkdir(work, 0o700) == 0 else {
        folder.remove()
        throw .cannotLaunch(path: work, reason: "no scratch folder: \(String(cString: strerror(errno)))")
      }
      scratch = work
      scratchFolder = folder
    }
    defer { scratchFolder?.remove() }
    if let sandbox = configuration.sandbox, let scratch { sandbox.handOver(scratch) }
    Self.spawnLock.lock()
    let outputPipe: (read: Int32, write: Int32)
    var resultPipe: (read: Int32, write: Int32)?
    var secretPipe: (read: Int32, write: Int32)?
    var inputPipe: (read: Int32, write: Int32)?
    var filterPipe: (read: Int32, write: Int32)?
    var evidencePipe: (read: Int32, write: Int32)?
    let pid: pid_t
    // Where this child's group is registered, for a tool ended by SIGTERM or SIGHUP.
    var groupSlot: Int?
    do {
      outputPipe = try Self.makePipe(for: configuration.executable)
    } catch {
      Self.spawnLock.unlock()
      throw error
    }
    do {
      if configuration.resultChannel { resultPipe = try Self.makePipe(for: configuration.executable) }
      if configuration.secret != nil { secretPipe = try Self.makePipe(for: configuration.executable) }
      if configuration.input { inputPipe = try Self.makePipe(for: configuration.executable) }
      if let filter = configuration.sandbox?.filter {
        // At most 4,096 instructions of 8 bytes: far below a pipe's buffer, so this never blocks.
        let pipe = try Self.makePipe(for: configuration.executable)
        filterPipe = pipe
        _ = filter.withUnsafeBytes { write(pipe.write, $0.baseAddress, $0.count) }
        close(pipe.write)
      }
      if configuration.supervisor != nil { evidencePipe = try Self.makePipe(for: configuration.executable) }
      pid = try spawn(
        input: inputPipe?.read, output: outputPipe.write, results: resultPipe?.write,
        secret: secretPipe?.read, evidence: evidencePipe?.write, filter: filterPipe?.read,
        scratch: scratch)
      groupSlot = RunningChildGroups.add(pid)
      Self.spawnLock.unlock()
      if let filterPipe { close(filterPipe.read) }
    } catch {
      Self.spawnLock.unlock()
      for fd in [
        outputPipe.read, outputPipe.write, resultPipe?.read, resultPipe?.write, secretPipe?.read,
        secretPipe?.write, inputPipe?.read, inputPipe?.write, evidencePipe?.read, evidencePipe?.write,
        filterPipe?.read,
      ].compactMap({ $0 }) {
        close(fd)
      }
      throw error
    }
    // Reaped below, which forgets the group; this covers a way out before that.
    defer { RunningChildGroups.remove(pid, from: groupSlot) }
    close(outputPipe.write)
    if let resultPipe { close(resultPipe.write) }
    if let secretPipe, let secret = configuration.secret {
      // Written while this process still holds the read end: a child that has already
      // ended (or closed its end) would otherwise leave the pipe with no reader, and the
      // write would raise SIGPIPE, which ends the tool. A few dozen bytes: far below a
      // pipe's buffer, so this never blocks.
      var bytes = Array(secret.utf8)
      _ = bytes.withUnsafeMutableBytes { write(secretPipe.write, $0.baseAddress, $0.count) }
      close(secretPipe.write)
      close(secretPipe.read)
    }
    if let inputPipe { close(inputPipe.read) }
    if let evidencePipe { close(evidencePipe.write) }
    streaming?.started(pid, inputPipe?.write)

    var output = BoundedBuffer(limit: configuration.outputLimit)
    var results = BoundedBuffer(limit: 4 * 1024 * 1024)
    var evidence = BoundedBuffer(limit: 4096)
    let reading =
      [outputPipe.read] + (resultPipe.map { [$0.read] } ?? []) + (evidencePipe.map { [$0.read] } ?? [])
    var open = reading
    let deadline = configuration.timeout.map { start.addingTimeInterval($0) }
    var forced: ProcessOutcome.Termination?
    var forcedAt = Date.distantFuture
    var status: Int32?
    func take(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) {
      if fd == evidencePipe?.read {
        evidence.append(bytes)
        return
      }
      switch (fd == outputPipe.read, streaming) {
      case (true, nil): output.append(bytes)
      case (false, nil): results.append(bytes)
      case (true, let streaming?): streaming.output(bytes)
      case (false, let streaming?): streaming.results(bytes)
      }
    }

    // How long a stopped child gets before its group is killed outright.
    let grace =
      configuration.supervisor == nil && configuration.sandbox == nil ? Self.interruptGrace : Self.stopGrace
    while status == nil || !open.isEmpty {
      if forced == nil {
        if cancellation?.isCancelled == true {
          forced = .cancelled
        } else if let deadline, Date() >= deadline {
          forced = .timedOut
        }
        if forced != nil {
          forcedAt = Date()
          // A sandbox ends with `bwrap` (its PID namespace dies with its first process); a
          // supervisor kills the program's whole tree itself; anything else is asked to
          // stop with `SIGINT`, as a driver must be (``interruptGrace``), and killed with
          // its process group after the grace.
          if configuration.sandbox != nil {
            kill(pid, SIGKILL)
          } else if configuration.supervisor != nil {
            kill(pid, SIGUSR1)
          } else {
            kill(-pid, SIGINT)
          }
        }
      } else if status == nil, Date().timeIntervalSince(forcedAt) > grace {
        forcedAt = .distantFuture
        kill(-pid, SIGKILL)
      }
      if !open.isEmpty {
        let drained = Self.pollAndRead(open, waitMilliseconds: status == nil ? 50 : 0, sink: take)
        open.removeAll { drained.contains($0) }
      } else if status == nil {
        usleep(5_000)
      }
      if status == nil, let exited = Self.reapIfExited(pid) {
        status = exited
        // Anything the child started in its group dies with it; otherwise a grandchild
        // holding the pipe open would keep us reading until the deadline.
        kill(-pid, SIGKILL)
        RunningChildGroups.remove(pid, from: groupSlot)
        // Whatever is still buffered gets read on the next turns; a pipe held open by
        // a straggler that survived SIGKILL is abandoned after a short grace period.
        if !open.isEmpty { Self.drainBriefly(&open, sink: take) }
      }
    }
    for fd in reading { close(fd) }
    // The tool is ending by a signal (``RunningChildGroups``), which stopped this child: its
    // outcome must not be reported as a failed compile or a crashed program. The process ends
    // in moments (the handler raises the signal again); this thread waits for that.
    while RunningChildGroups.isEnding { pause() }

    // How the program ended: the supervisor's report when there is a supervisor (never
    // `bwrap`'s exit code, which an `exit(139)` of the program makes read like a
    // SIGSEGV), else the tool's own wait status of the program.
    let report = evidencePipe == nil ? nil : SupervisorReport(evidence.text)
    let termination: ProcessOutcome.Termination
    var programPID: pid_t? = configuration.supervisor == nil ? pid : nil
    if let forced {
      termination = forced
    } else if let report {
      termination = report.termination
      programPID = report.pid
    } else if configuration.supervisor != nil, let status, status & 0x7f == 0,
      (status >> 8) & 0xff == SupervisorProgram.stoppedStatus
    {
      // Nobody here asked for a stop: the program (or its code) signalled its supervisor.
      termination = .signalled(SIGUSR1)
    } else if let status, status & 0x7f == 0 {
      // Without a report (the supervisor killed, say), an exit code is only an exit code.
      termination = .exited((status >> 8) & 0xff)
    } else {
      termination = .signalled((status ?? 0) & 0x7f)
    }
    var crashReport: String?
    if configuration.crashReports, case .signalled = termination, let scratch, let programPID {
      crashReport = Self.crashReport(
        in: scratch, program: URL(fileURLWithPath: configuration.executable).lastPathComponent,
        pid: programPID)
    }
    return ProcessOutcome(
      termination: termination,
      output: output.text,
      droppedOutputBytes: output.dropped,
      resultChannel: results.text,
      seconds: Date().timeIntervalSince(start),
      crashReport: crashReport
    )
  }

  private func spawn(
    input: Int32?, output: Int32, results: Int32?, secret: Int32?, evidence: Int32?, filter: Int32?,
    scratch: String?
  ) throws(ExerciseError) -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // stdin from /dev/null: a child in a background process group that read the
    // terminal would be stopped with SIGTTIN. Requests come on a descriptor of their own.
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, output, 1)
    posix_spawn_file_actions_adddup2(&actions, output, 2)
    // The fixed channels, 3 to 7: each the pipe end it carries, or `/dev/null` where this
    // child has none, so that no descriptor the tool inherited stays open under their
    // numbers. `bwrap` reads the filter's before it starts the program (see BubblewrapSandbox).
    let channels: [(descriptor: Int32, source: Int32?)] = [
      (Self.resultDescriptor, results), (Self.secretDescriptor, secret), (Self.commandDescriptor, input),
      (Self.evidenceDescriptor, evidence), (BubblewrapSandbox.seccompDescriptor, filter),
    ]
    for channel in channels {
      if let source = channel.source {
        posix_spawn_file_actions_adddup2(&actions, source, channel.descriptor)
      } else {
        posix_spawn_file_actions_addopen(&actions, channel.descriptor, "/dev/null", O_RDONLY, 0)
      }
    }
    // Nothing else the tool inherited reaches the child (a `lessons check 9>&1` gives the
    // tool a descriptor 9 that is not close-on-exec): everything above the channels is
    // closed. (Darwin: POSIX_SPAWN_CLOEXEC_DEFAULT below.)
    #if os(Linux)
      Self.closeAbove(BubblewrapSandbox.seccompDescriptor, in: &actions)
    #endif

    var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    if configuration.supervisor == nil {
      flags |= Int32(POSIX_SPAWN_SETPGROUP)
    } else {
      // A session of its own from the start (a group leader could not call setsid later).
      #if canImport(Darwin)
        // Darwin's own value (0x400, sys/spawn.h): its 0x80 is POSIX_SPAWN_START_SUSPENDED.
        flags |= Int32(POSIX_SPAWN_SETSID)
      #else
        // glibc's POSIX_SPAWN_SETSID, which Swift's Glibc module does not export.
        flags |= 0x80
      #endif
    }
    #if canImport(Darwin)
      // Only the descriptors set up above reach the child (Linux gets the same from O_CLOEXEC pipes).
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(truncatingIfNeeded: flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGTERM, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    var command = [configuration.executable] + configuration.arguments
    var environment = configuration.environment ?? ProcessInfo.processInfo.environment
    if let supervisor = configuration.supervisor {
      // Inside a sandbox the supervisor's parent is the sandbox's first process, not the
      // tool: 0 tells it so (and that the PID namespace is made already).
      let parent = configuration.sandbox == nil ? getpid() : 0
      command = [supervisor.executable, String(parent), String(supervisor.memoryLimitBytes)] + command
    }
    if configuration.crashReports, let scratch {
      // See the backtracer's documentation (docs/Backtracing.rst in the Swift repository).
      environment["SWIFT_BACKTRACE"] =
        "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,"
        + "format=json,output-to=\(scratch)"
    }
    if let sandbox = configuration.sandbox, let scratch {
      command = sandbox.arguments(scratch: scratch) + command
      environment = sandbox.environment(scratch: scratch, passing: environment)
    }
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    var code = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    // "Text file busy": a program written a moment ago is still open for writing in a
    // child some other thread forked meanwhile; that child execs or exits within moments.
    var retries = 0
    while code == ETXTBSY && retries < 40 {
      usleep(50_000)
      retries += 1
      code = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    }
    guard code == 0 else {
      throw .cannotLaunch(path: command[0], reason: String(cString: strerror(code)))
    }
    return pid
  }

  /// The backtracer's report for `program` with `pid` in `folder`, when it is the only
  /// `.json` entry there (see ``Configuration/crashReports`` for what that is worth).
  static func crashReport(in folder: String, program: String, pid: pid_t) -> String? {
    let directory = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    guard directory >= 0 else { return nil }
    let candidates = FolderRemoval.entries(of: directory).filter { $0.hasSuffix(".json") }
    close(directory)
    guard candidates.count == 1, let name = candidates.first, name.hasPrefix("\(program)-\(pid)-"),
      let data = ScratchFile.contents(name, in: folder, limit: ScratchFile.reportLimit)
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  #if os(Linux)
    /// Closes every descriptor above `highest` in the child: glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34 and later, not exported by Swift's
    /// Glibc module, so found by name), else one close per descriptor open now.
    private static func closeAbove(_ highest: Int32, in actions: inout posix_spawn_file_actions_t) {
      typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
      if let symbol = closeFromSymbol {
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, highest + 1)
        return
      }
      let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
      // Close-on-exec ones close anyway; closing one that is gone by the spawn would fail it.
      for fd in open.compactMap({ Int32($0) }) where fd > highest && fcntl(fd, F_GETFD) & FD_CLOEXEC == 0 {
        posix_spawn_file_actions_addclose(&actions, fd)
      }
    }

    private nonisolated(unsafe) static let closeFromSymbol = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
  #endif

  private static func makePipe(for executable: String) throws(ExerciseError) -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    // Close-on-exec so only the descriptors dup2'ed above reach a child. Swift's Glibc
    // has no pipe2, so this is two steps; `spawnLock` keeps other threads' spawns out
    // of the gap (with `check --all`, a child inheriting another child's pipe would
    // keep that pipe open and delay its end of file).
    var ok = pipe(&fds) == 0
    if ok {
      // Above the fixed child descriptors (3 to 7), so that no dup2 onto one of them
      // replaces a pipe end another dup2 still needs.
      for index in fds.indices {
        let moved = fcntl(fds[index], F_DUPFD_CLOEXEC, 10)
        if moved >= 0 {
          close(fds[index])
          fds[index] = moved
        } else {
          ok = false
        }
      }
    }
    guard ok else {
      throw .cannotLaunch(path: executable, reason: "no pipe: \(String(cString: strerror(errno)))")
    }
    return (fds[0], fds[1])
  }

  /// Waits up to `waitMilliseconds` for data, reads what is there, returns the descriptors at end of file.
  private static func pollAndRead(
    _ fds: [Int32], waitMilliseconds: Int32, sink: (Int32, UnsafeRawBufferPointer) -> Void
  ) -> Set<Int32> {
    var polls = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let ready = poll(&polls, nfds_t(polls.count), waitMilliseconds)
    guard ready > 0 else { return [] }
    var finished = Set<Int32>()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    for entry in polls where entry.revents != 0 {
      let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.withUnsafeBytes { sink(entry.fd, UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        finished.insert(entry.fd)
      }
    }
    return finished
  }

  private static func drainBriefly(_ open: inout [Int32], sink: (Int32, UnsafeRawBufferPointer) -> Void) {
    let giveUp = Date().addingTimeInterval(0.5)
    while !open.isEmpty, Date() < giveUp {
      let drained = pollAndRead(open, waitMilliseconds: 20, sink: sink)
      open.removeAll { drained.contains($0) }
    }
    open.removeAll()
  }

  /// The raw wait status if `pid` has exited (and reaps it), else `nil`.
  private static func reapIfExited(_ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid { return status }
    if result < 0 && errno != EINTR { return 0 }  // Already reaped elsewhere: treat as a clean exit.
    return nil
  }
}
