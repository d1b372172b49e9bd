/// Limits and switches for one `lessons check` run.
package struct CheckOptions: Sendable, Equatable {
  /// Seconds the checks may run (compilation not included) before the process group is killed.
  package var timeout: Double = 10
  /// Seconds one `swiftc` run may take (the runtime build, each check compile) before
  /// its process group is killed and the compiler is reported as the problem.
  package var compileTimeout: Double = 300
  /// The values `--timeout` accepts, in seconds.
  package static let timeoutRange: ClosedRange<Double> = 1...3600
  /// The address-space limit (`RLIMIT_AS`) set on the check program between `fork` and
  /// `exec`, before any of its code runs. Linux enforces it; macOS does not.
  package var memoryLimitBytes: Int = 2 << 30
  /// Bytes of the program's output kept; more is dropped and noted.
  package var outputLimit: Int = 16 * 1024
  /// Whether `checkAll` may reuse the saved result of an exercise whose inputs did not change.
  package var reusesResults: Bool = true
  /// Whether attempts and passes are recorded in the progress file.
  package var recordsProgress: Bool = true
  /// How commands are spelled in advice (`lessons reset ID`): `"lessons "`, or `""` inside the shell.
  package var commandPrefix = "lessons "

  /// The defaults: 10 s, 2 GiB, 16 KiB of output, progress recorded.
  package init() {}

  /// Defaults with another time limit, e.g. from `--timeout`.
  package init(timeout: Double) {
    self.timeout = timeout
  }
}
