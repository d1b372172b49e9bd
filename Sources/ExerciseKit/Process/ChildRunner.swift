import Foundation

/// Runs a program built from code that is not ours (a check program; later a `play`
/// session) under the limits the design asks for, and returns how it ended.
///
/// On Linux the program runs under `lessons-supervisor` (see ``SupervisorProgram``):
/// its own session with no controlling terminal, a PID namespace or a child
/// subreaper so that nothing it starts outlives it, the memory limit in force before
/// its first instruction, and death with the tool. Elsewhere it runs in a process
/// group of its own, killed as a group. Either way stdin is `/dev/null`, the run has
/// a wall-clock limit, output is bounded, and `secret` reaches the program only
/// through a pipe (``ChildProcess/secretDescriptor``).
public enum ChildRunner {
  /// Runs `executable` and waits for it, the time limit, or `cancellation`.
  static func run(
    executable: String, arguments: [String], environment: [String: String], secret: String?,
    runtime: RuntimeModule, options: CheckOptions, cancellation: CancellationFlag?
  ) throws(ExerciseError) -> ProcessOutcome {
    let configuration = configuration(
      executable: executable, arguments: arguments, environment: environment, secret: secret,
      runtime: runtime,
      options: options)
    return try ChildProcess(configuration: configuration).run(cancellation: cancellation)
  }

  /// The child-process setup of such a run: supervisor, limits, result channel and secret.
  static func configuration(
    executable: String, arguments: [String], environment: [String: String], secret: String?,
    runtime: RuntimeModule, options: CheckOptions
  ) -> ChildProcess.Configuration {
    var configuration = ChildProcess.Configuration(
      executable: executable, arguments: arguments, environment: environment, timeout: options.timeout,
      outputLimit: options.outputLimit, resultChannel: true, secret: secret)
    if let supervisor = runtime.supervisor {
      configuration.supervisor = .init(
        executable: supervisor.path, memoryLimitBytes: options.memoryLimitBytes)
    }
    return configuration
  }
}
