/// How a child process ended and what it printed.
struct ProcessOutcome: Sendable {
  /// Why the process is gone.
  enum Termination: Sendable, Equatable {
    /// It returned from `main` or called `exit` with this code.
    case exited(Int32)
    /// A signal ended it (a trap from `fatalError` is `SIGILL` or `SIGTRAP`).
    case signalled(Int32)
    /// The time limit passed; its process group was killed.
    case timedOut
    /// A ``CancellationFlag`` was raised; its process group was killed.
    case cancelled
  }

  /// Why the process ended.
  var termination: Termination
  /// Standard output and standard error, interleaved as written, at most the configured limit.
  var output: String
  /// How many bytes of output were dropped after the limit.
  var droppedOutputBytes: Int
  /// What the process wrote to its result channel (file descriptor 3), when one was requested.
  var resultChannel: String
  /// Wall-clock seconds from spawn to exit.
  var seconds: Double
  /// The Swift runtime's crash report (its backtracer's JSON), when the program crashed
  /// and ``ChildProcess/Configuration/crashReports`` asked for one.
  var crashReport: String? = nil
}
