import LessonsProtocol

/// What one run of a `play` program did: a step per command served, and how it ended.
package struct PlayRun: Sendable {
  /// ``PlayStatus/ok`` when every command was served; crashed or timeout otherwise.
  package var status: PlayStatus
  /// One step per command the program finished, in order.
  package var steps: [HarnessMessage.PlayStep]
  /// Why the program stopped, in words, when it crashed.
  package var crashMessage: String?
  /// What the played code printed (made visible; the crash's stack trace left out).
  package var output: String
  /// Things worth saying beside the result (the memory limit after a blow-up).
  package var notes: [String]

  /// A run of these parts (the tool builds it from a child's messages; tests, by hand).
  package init(
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
