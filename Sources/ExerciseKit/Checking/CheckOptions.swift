/// Limits and switches for one `lessons check` run.
public struct CheckOptions: Sendable, Equatable {
  /// Seconds the checks may run (compilation not included) before the process group is killed.
  public var timeout: Double = 10
  /// The address-space limit (`RLIMIT_AS`) the check program sets on itself before any
  /// learner code runs. Linux enforces it; macOS does not.
  public var memoryLimitBytes: Int = 2 << 30
  /// Bytes of the program's output kept; more is dropped and noted.
  public var outputLimit: Int = 16 * 1024
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
