// The wire protocol between a check program and the tool: compiled into both.
// Do not edit: the tool knows this file's digest and reports an edited copy as tampered.
// (`Sources/ExerciseKit/Protocol/HarnessMessage.swift` is a symlink to this file.)

/// One message a child program (a check run, later a `play` session) sends to the tool.
///
/// Sent as one JSON object per line on the result channel, a pipe whose descriptor
/// the child is told on its command line. `nonce` is the run's secret, read from
/// another pipe before any learner code runs; the tool drops any line without it.
///
/// ```json
/// {"version":1,"nonce":"k3…","event":{"checkFinished":{"name":"…","passed":false,"message":"…","log":[]}}}
/// ```
public struct HarnessMessage: Codable, Sendable, Equatable {
  /// The protocol version this file speaks; a message of another version is refused.
  public static let currentVersion = 1

  /// What happened in the child, as a past-tense fact.
  public enum Event: Codable, Sendable, Equatable {
    /// The harness is ready and will run these checks, in this order.
    case checksAnnounced(names: [String])
    /// A check started; a crash or timeout before its result happened inside it.
    case checkStarted(name: String)
    /// A check ended: what it expected and the invalidation log explaining a failure.
    case checkFinished(name: String, passed: Bool, message: String, log: [String])
    /// Every check ran; the program is about to exit.
    case runEnded
  }

  /// The protocol version of the sender.
  public var version: Int
  /// The run's secret.
  public var nonce: String
  /// What happened.
  public var event: Event

  /// A message of the current version.
  public init(nonce: String, event: Event) {
    self.version = Self.currentVersion
    self.nonce = nonce
    self.event = event
  }

  /// The command-line options that tell a child where its channels are.
  public enum Option {
    /// `--results-fd N`: the descriptor to write messages to.
    public static let resultsDescriptor = "--results-fd"
    /// `--secret-fd N`: the descriptor to read the nonce from, once, to end of file.
    public static let secretDescriptor = "--secret-fd"
  }
}
