import Foundation

/// Runs a program built from code that is not ours (a check program; later a `play`
/// session) under the limits the design asks for, and returns how it ended.
///
/// Where bubblewrap can run, the program runs inside a ``BubblewrapSandbox``: its own
/// PID namespace and `/proc`, no network, nothing writable but a scratch folder, a
/// cleared environment, only the channel descriptors. Under it (or alone, the fallback)
/// On Linux the program runs under `lessons-supervisor` (see ``SupervisorProgram``):
/// its own session with no controlling terminal, a PID namespace or a child
/// subreaper so that nothing it starts outlives it, the memory limit in force before
/// its first instruction, and death with the tool. Elsewhere it runs in a process
/// group of its own, killed as a group. Either way stdin is `/dev/null`, the run has
/// a wall-clock limit, output is bounded, and `secret` reaches the program only
/// through a pipe (``ChildProcess/secretDescriptor``).
package enum ChildRunner {
  /// Runs `executable` and waits for it, the time limit, or `cancellation`.
  static func run(
    executable: String, arguments: [String], environment: [String: String], secret: String?,
    runtime: RuntimeModule, toolchain: Toolchain, options: CheckOptions, cancellation: CancellationFlag?
  ) throws(ExerciseError) -> ProcessOutcome {
    let configuration = configuration(
      executable: executable, arguments: arguments, environment: environment, secret: secret,
      runtime: runtime, toolchain: toolchain, options: options)
    return try UnsandboxedRun.guarding(runtime, sandboxed: configuration.sandbox != nil) {
      () throws(ExerciseError) -> ProcessOutcome in
      try ChildProcess(configuration: configuration).run(cancellation: cancellation)
    }
  }

  /// The child-process setup of such a run: sandbox, supervisor, limits, result channel and secret.
  ///
  /// The sandbox shows the program, read-only, the folders its executable, the runtime
  /// cache (its libraries and the supervisor) and the toolchain (the Swift runtime
  /// libraries and the backtracer) live in; `environment` decides whether there is one
  /// (see ``BubblewrapSandbox/forProgram(readOnlyFolders:environment:)``).
  static func configuration(
    executable: String, arguments: [String], environment: [String: String], secret: String?,
    runtime: RuntimeModule, toolchain: Toolchain, options: CheckOptions
  ) -> ChildProcess.Configuration {
    var configuration = ChildProcess.Configuration(
      executable: executable, arguments: arguments, environment: environment, timeout: options.timeout,
      outputLimit: options.outputLimit, resultChannel: true, secret: secret, crashReports: true)
    if let supervisor = runtime.supervisor {
      configuration.supervisor = .init(
        executable: supervisor.path, memoryLimitBytes: options.memoryLimitBytes)
      // The toolchain's `usr` (the folder its `bin` is in): its `lib` holds the Swift runtime.
      let toolchainFolder = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent()
      configuration.sandbox = BubblewrapSandbox.forProgram(
        readOnlyFolders: [
          URL(fileURLWithPath: executable).deletingLastPathComponent(), runtime.directory,
          supervisor.deletingLastPathComponent(), toolchainFolder,
        ], environment: environment)
      // The private /dev/shm is memory too: the program's limit leaves room for it.
      if configuration.sandbox != nil, options.memoryLimitBytes > 0 {
        configuration.supervisor?.memoryLimitBytes = max(
          options.memoryLimitBytes - BubblewrapSandbox.sharedMemoryBytes, options.memoryLimitBytes / 2)
      }
    }
    return configuration
  }
}
