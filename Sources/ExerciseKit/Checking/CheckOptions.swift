/// Limits and switches for one `lessons check` run.
public struct CheckOptions: Sendable, Equatable {
  /// Seconds the checks may run (compilation not included) before the process group is killed.
  public var timeout: Double = 10
  /// Seconds one `swiftc` run may take (the runtime build, each check compile) before
  /// its process group is killed and the compiler is reported as the problem.
  public var compileTimeout: Double = 300
  /// The values `--timeout` accepts, in seconds.
  public static let timeoutRange: ClosedRange<Double> = 1...3600
  /// The address-space limit (`RLIMIT_AS`) set on the check program between `fork` and
  /// `exec`, before any of its code runs. Linux enforces it; macOS does not.
  public var memoryLimitBytes: Int = 2 << 30
  /// Bytes of the program's output kept; more is dropped and noted.
  public var outputLimit: Int = 16 * 1024
  /// Whether `checkAll` may reuse the saved result of an exercise whose inputs did not change.
  public var reusesResults: Bool = true
  /// Whether attempts and passes are recorded in the progress file.
  public var recordsProgress: Bool = true
  /// How commands are spelled in advice (`lessons reset ID`): `"lessons "`, or `""` inside the shell.
  public var commandPrefix = "lessons "

  /// The defaults: 10 s, 2 GiB, 16 KiB of output, progress recorded.
  public init() {}

  /// Defaults with another time limit, e.g. from `--timeout`.
  public init(timeout: Double) {
    self.timeout = timeout
  }
}
