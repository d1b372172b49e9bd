#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a supervised program really ended, as `lessons-supervisor` reports it on
/// ``ChildProcess/evidenceDescriptor``, a descriptor the program never holds.
///
/// One line: `<version> exited <code> <pid>`, `<version> signalled <signal> <pid>` or
/// `<version> stopped`. The pid is the program's as the program sees it (what the
/// backtracer puts in a crash report's name).
///
/// What holds: in the bubblewrap sandbox the program never holds the supervisor's end
/// (closed before its `exec`), cannot reopen it (the supervisor is not dumpable and the
/// program has no capabilities, so `/proc/<supervisor>/fd` and `ptrace` are refused) and
/// cannot see the tool's end (the tool is outside its PID namespace). The most it can do
/// is kill its supervisor, which leaves no report: the tool then takes `bwrap`'s exit
/// code as an exit code, never as a signal, so nothing is blamed on a crash. Without the
/// sandbox (the fallback) the program runs as the user beside the tool and could reach
/// the tool's end of the pipe through `/proc`; there it can do much worse anyway (see
/// ``BubblewrapSandbox/fallbackNote(_:)``).
struct SupervisorReport: Equatable {
  /// The first word of every report; another word is no report.
  static let version = "lessons-supervisor-v1"

  /// How the program ended.
  var termination: ProcessOutcome.Termination
  /// The program's pid, `nil` after a stop.
  var pid: Int32?

  /// Reads the one report line of `text`; `nil` for anything else (none, two, a malformed one).
  init?(_ text: String) {
    let lines = text.split(separator: "\n")
    guard lines.count == 1 else { return nil }
    let words = lines[0].split(separator: " ")
    guard words.first.map(String.init) == Self.version else { return nil }
    switch (words.count, words.dropFirst().first) {
    case (2, "stopped"):
      // Nobody but the tool should ask for a stop; see ChildProcess.run.
      termination = .signalled(SIGUSR1)
      pid = nil
    case (4, "exited"):
      guard let code = Int32(words[2]), let pid = Int32(words[3]) else { return nil }
      termination = .exited(code)
      self.pid = pid
    case (4, "signalled"):
      guard let signal = Int32(words[2]), signal > 0, signal < 65, let pid = Int32(words[3]) else {
        return nil
      }
      termination = .signalled(signal)
      self.pid = pid
    default:
      return nil
    }
  }
}
