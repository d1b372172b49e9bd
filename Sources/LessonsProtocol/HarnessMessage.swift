// The wire protocol between a child program (a check run, a `play` session) and the tool.
// The tool links this module; the runtime cache builds the children's copy from the sources
// the tool embeds (``ProtocolSources``), so a child speaks the protocol the tool was built with.

// Runtime names are qualified, so that no type declared beside this file (an exercise's
// checks, the play driver) can stand in for the runtime's `Element` or `BodyChange`.
import StateRuntime

/// One message a child program (a check run or a `play` session) sends to the tool.
///
/// Sent as one JSON object per line on the result channel, a pipe whose descriptor
/// the child is told on its command line. `nonce` is the run's secret, read from
/// another pipe before any learner code runs; the tool drops any line without it.
/// `version` and `nonce` keep their place in every version, so the tool can tell a
/// message of another version from a forged one and say so (``HarnessMessage/read(_:nonce:)``).
///
/// ```json
/// {"version":7,"nonce":"k3…","event":{"checkFinished":{"name":"…","passed":false,"message":"…",
///   "log":{"entries":{"events":{"_0":[{"actionPerformed":{"action":{"tap":{"_0":"Undo"}}}},…]}},
///   "earlierEntriesDropped":0}}}}
/// ```
public struct HarnessMessage: Codable, Sendable, Equatable {
  /// The protocol version this file speaks, in both directions; a message of another
  /// version is refused and the refusal reported (``ProtocolMismatch``), never dropped silently.
  ///
  /// 3: a finished check's log is the runtime's records (``FailureLog``), not lines.
  /// 4: a play step carries what the played code printed during it (``PlayStep/output``).
  /// 5: the tool states its version to the child (``Option/protocolVersion``), a child
  ///    refuses another (``Event/protocolRefused(_:)``), and a play step's failure is
  ///    data (``PlayStep/failure``, a ``PlayFailure``).
  /// 6: a play step carries the screens presented after it (``PlayStep/presented``); a play
  ///    session can go back and dismiss (two commands of their own until version 7).
  /// 7: a play command performs the runtime's one action type (``PlayCommand/perform(_:)``
  ///    with a ``StateRuntime/ControlAction``: focus, back and dismiss among them), a logged
  ///    action is that value, not its text (``StateRuntime/RuntimeEvent/actionPerformed(action:)``),
  ///    and a relaunch is an event of its own (``StateRuntime/RuntimeEvent/appRelaunched(restoringScene:)``).
  /// 8: a lesson's scenario runs in the child: a play command may be one of its outside
  ///    events (``PlayCommand/event(_:)``), and a play step carries the facts its Swift
  ///    declares, its verdict and its events' names (``PlayStep/facts``, ``PlayStep/verdict``,
  ///    ``PlayStep/outsideEvents``).
  /// 9: a play command can move the host's clock on (``PlayCommand/advance(_:)``).
  /// 10: a lesson's program can mount one of the builds its comparison counts
  ///    (``Option/build``), and says when it has no build of that name
  ///    (``PlayFailure/Reason/buildNotFound``).
  /// 11: the runtime's records carry what caused each body run (`why VIEW`): a write names
  ///    the views it invalidated (``StateRuntime/StateChanged/invalidated``), a comparison the
  ///    parent that re-created the view (``StateRuntime/InputComparison/owner``), and an
  ///    identity change is a record of its own (``StateRuntime/RuntimeEvent/identityChanged(_:)``).
  public static let currentVersion = 11

  /// What happened in the child, as a past-tense fact.
  public enum Event: Codable, Sendable, Equatable {
    /// The harness is ready and will run these checks, in this order.
    case checksAnnounced(names: [String])
    /// A check started; a crash or timeout before its result happened inside it.
    case checkStarted(name: String)
    /// A check ended: what it expected and the invalidation log explaining a failure
    /// (empty on a pass), as records the tool renders.
    case checkFinished(name: String, passed: Bool, message: String, log: FailureLog)
    /// Every check ran (or every play command was served); the program is about to exit.
    case runEnded
    /// A `play` session performed one command on the mounted root view.
    case playStepFinished(PlayStep)
    /// The tool that started this child speaks another protocol version: the child
    /// runs nothing and exits with ``ProtocolMismatch/exitStatus``.
    case protocolRefused(ProtocolMismatch)
  }

  /// The log a check passed to `expect`, as records: the tool renders them with the
  /// lessons' words (``StateRuntime/RuntimeEvent/logLine``), so no text is made here.
  public struct FailureLog: Codable, Sendable, Equatable {
    /// What the check passed as its log, oldest first.
    public enum Entries: Codable, Sendable, Equatable {
      /// The runtime's events (`log: host.events`): actions, state changes, body evaluations.
      /// Only events the log shows are sent (``StateRuntime/RuntimeEvent/appearsInLog``).
      case events([StateRuntime.RuntimeEvent])
      /// Body evaluations (`log: host.changes`).
      case changes([StateRuntime.BodyChange])
      /// Lines the check wrote itself (`log: ["…"]`).
      case lines([String])
    }

    /// The last entries of the log: the end of a log explains a failure best.
    public var entries: Entries
    /// How many entries came before ``entries`` and were left out to keep the message short.
    public var earlierEntriesDropped: Int

    /// A log of these entries, the `earlierEntriesDropped` before them left out.
    public init(entries: Entries, earlierEntriesDropped: Int = 0) {
      self.entries = entries
      self.earlierEntriesDropped = earlierEntriesDropped
    }

    /// No log: a passed check's, or a failure that gave none.
    public static let empty = FailureLog(entries: .lines([]))
  }

  /// What a `play` session's child is asked to do, in order: sent JSON-encoded on its
  /// command line after ``Option/playCommands``, or one per line on ``Option/commandsDescriptor``.
  public enum PlayCommand: Codable, Sendable, Equatable {
    /// Mount the root view (always first).
    case mount
    /// Perform a user action on the mounted views (``StateRuntime/ViewHost/perform(_:)``).
    case perform(StateRuntime.ControlAction)
    /// Unmount and mount the root again, with fresh state.
    case remount
    /// Perform the outside event of this name that a lesson's scenario declares (an undo, a
    /// sync): something that changes the app's model from outside its views.
    case event(String)
    /// Move the host's clock on by a duration (``StateRuntime/ViewHost/advance(by:timeout:)``).
    case advance(Duration)
  }

  /// A named reading a lesson's scenario declares over its app (`document "Q3 report"`).
  public struct Fact: Codable, Sendable, Equatable {
    /// The name `expect-fact` uses.
    public var name: String
    /// The reading now, in the words a transcript shows.
    public var value: String

    /// A fact of this name and reading.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// What one ``PlayCommand`` did: the runtime's own records, and the screen after it.
  public struct PlayStep: Codable, Sendable, Equatable {
    /// The command performed.
    public var command: PlayCommand
    /// The `_printChanges` lines of the bodies it evaluated.
    public var changes: [StateRuntime.BodyChange]
    /// Everything the runtime recorded while it ran.
    public var events: [StateRuntime.RuntimeEvent]
    /// The screen afterwards, as ``ViewHost/render()`` draws it.
    public var tree: String
    /// The texts and controls on screen afterwards.
    public var elements: [StateRuntime.Element]
    /// Body evaluations per view type during this command.
    public var bodyCounts: [String: Int]
    /// Why the command could not happen (no such control), as data, else `nil`.
    public var failure: PlayFailure?
    /// What the played code printed to standard output during it, else `nil`.
    public var output: String?
    /// The pushed screens, sheets, alerts and dialogs presented afterwards.
    public var presented: [StateRuntime.PresentedScreen]
    /// The facts a lesson's scenario declares, read afterwards, in declaration order; `nil`
    /// for a played file, which declares none.
    public var facts: [Fact]?
    /// What a lesson's scenario says of the run so far (its verdict); `nil` for a played file.
    public var verdict: String?
    /// The names of the outside events the lesson's app declares; `nil` for a played file.
    public var outsideEvents: [String]?
    /// The texts and controls of every screen afterwards, those pushed screens cover included
    /// (a covered screen's controls still hold values a predict question may ask about);
    /// `nil` from a child that does not report them.
    public var coveredElements: [StateRuntime.Element]?

    /// A step of these parts.
    public init(
      command: PlayCommand, changes: [StateRuntime.BodyChange], events: [StateRuntime.RuntimeEvent],
      tree: String, elements: [StateRuntime.Element], bodyCounts: [String: Int], failure: PlayFailure?,
      output: String? = nil, presented: [StateRuntime.PresentedScreen] = [], facts: [Fact]? = nil,
      verdict: String? = nil, outsideEvents: [String]? = nil, coveredElements: [StateRuntime.Element]? = nil
    ) {
      self.command = command
      self.changes = changes
      self.events = events
      self.tree = tree
      self.elements = elements
      self.bodyCounts = bodyCounts
      self.failure = failure
      self.output = output
      self.presented = presented
      self.facts = facts
      self.verdict = verdict
      self.outsideEvents = outsideEvents
      self.coveredElements = coveredElements
    }

    /// Why the command could not happen, in the runtime's words (``PlayFailure/description``), else `nil`.
    public var error: String? { failure?.description }
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

  /// The command-line options that tell a child where its channels are, and the
  /// protocol version of the tool that started it.
  public enum Option {
    /// `--protocol-version N`: the version the tool speaks (``currentVersion``). A child of
    /// another version sends ``Event/protocolRefused(_:)`` and exits (``HarnessChannel/open(arguments:)``).
    public static let protocolVersion = "--protocol-version"
    /// `--results-fd N`: the descriptor to write messages to.
    public static let resultsDescriptor = "--results-fd"
    /// `--secret-fd N`: the descriptor to read the nonce from, once, to end of file.
    public static let secretDescriptor = "--secret-fd"
    /// `--play-commands JSON`: a `play` child's ``PlayCommand`` list, served in one run.
    /// With ``commandsFromDescriptor`` instead of the list, the child reads one command
    /// per line from the descriptor ``commandsDescriptor`` names and answers each as it
    /// comes, until end of file: the shell's session, which keeps the program and its
    /// state between commands. (Not standard input, which stays `/dev/null` as in a
    /// check: a `readLine()` in the played code must not swallow the next command.)
    public static let playCommands = "--play-commands"
    /// The ``playCommands`` value that means "read the commands from ``commandsDescriptor``".
    public static let commandsFromDescriptor = "-"
    /// `--commands-fd N`: the descriptor a `play` session reads its commands from.
    public static let commandsDescriptor = "--commands-fd"
    /// `--variant broken|fixed`: which version a lesson's scenario mounts; a lesson's
    /// program holds both, so one compile serves both.
    public static let variant = "--variant"
    /// `--build NAME`: mount the build of that name that a lesson's scenario declares for its
    /// comparison (``variant``'s names stand for the versions), instead of a version.
    public static let build = "--build"
  }
}
