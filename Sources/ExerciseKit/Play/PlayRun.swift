import LessonsProtocol

/// What one run of a `play` program did: a step per command served, and how it ended.
public struct PlayRun: Sendable {
  /// ``PlayStatus/ok`` when every command was served; crashed or timeout otherwise.
  public var status: PlayStatus
  /// One step per command the program finished, in order.
  public var steps: [HarnessMessage.PlayStep]
  /// Why the program stopped, in words, when it crashed.
  public var crashMessage: String?
  /// What the played code printed (made visible; the crash's stack trace left out).
  public var output: String
  /// Things worth saying beside the result (the memory limit after a blow-up).
  public var notes: [String]

  /// A run of these parts (the tool builds it from a child's messages; tests, by hand).
  public init(
    status: PlayStatus, steps: [HarnessMessage.PlayStep], crashMessage: String?, output: String,
    notes: [String]
  ) {
    self.status = status
    self.steps = steps
    self.crashMessage = crashMessage
    self.output = output
    self.notes = notes
  }
}
