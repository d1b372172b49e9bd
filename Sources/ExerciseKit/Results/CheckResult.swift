/// One embedded check's outcome.
public struct CheckResult: Sendable, Codable, Equatable {
  /// What the check proves, e.g. "the field follows an undo".
  public var name: String
  /// Whether it held.
  public var passed: Bool
  /// For a failure, what was expected and what happened; empty on a pass.
  public var message: String
  /// For a failure, the invalidation-log lines that explain it (`TitleEditor: _title changed.`).
  public var log: [String]

  /// A check outcome; `message` and `log` matter for failures.
  public init(name: String, passed: Bool, message: String = "", log: [String] = []) {
    self.name = name
    self.passed = passed
    self.message = message
    self.log = log
  }
}
