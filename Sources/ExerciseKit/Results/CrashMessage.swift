import Foundation

/// Finds why a check program stopped, in what it printed, and tidies that output for people.
///
/// The Swift runtime prints `Module/File.swift:12: Fatal error: message` followed by
/// `Current stack trace:` and numbered frames. A learner needs the message and the
/// line, never the frames.
struct CrashMessage: Equatable {
  /// `Fatal error: …`, `Precondition failed: …`, without the location prefix.
  var message: String
  /// The file name and line the runtime named, e.g. `("NoteEditor.swift", 12)`.
  var file: String?
  var line: Int?

  private static let markers = ["Fatal error:", "Precondition failed:", "Assertion failed:", "fatal error:"]

  /// The runtime's last crash line in `output`, if any.
  static func find(in output: String) -> CrashMessage? {
    for line in output.split(separator: "\n").reversed() {
      for marker in markers {
        guard let range = line.range(of: marker) else { continue }
        var text = line[range.lowerBound...].trimmingCharacters(in: .whitespaces)
        if text.hasSuffix(":") { text.removeLast() }
        var crash = CrashMessage(message: text)
        // `Module/File.swift:12: ` before the marker.
        let location = line[..<range.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: ": "))
        let parts = location.split(separator: ":")
        if parts.count == 2, let number = Int(parts[1]) {
          crash.file = String(parts[0].split(separator: "/").last ?? parts[0])
          crash.line = number
        }
        return crash
      }
    }
    return nil
  }

  /// `output` without the crash line and the stack trace that follows it.
  static func strippingTrace(from output: String) -> String {
    var kept: [Substring] = []
    var inTrace = false
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      // The backtracer's own line; its report went to a file.
      if line.hasPrefix("*** Signal ") && line.contains("Backtracing") { continue }
      if line.hasPrefix("Current stack trace:") {
        inTrace = true
        continue
      }
      if inTrace, line.first?.isNumber == true, line.contains(" 0x") { continue }
      inTrace = false
      if markers.contains(where: { line.contains($0) }) { continue }
      kept.append(line)
    }
    return kept.joined(separator: "\n")
  }

  /// A readable name for a signal number.
  ///
  /// By the platform's `SIG*` constants, not by number: SIGBUS is 7 on Linux and 10 on
  /// Darwin, where 7 is SIGEMT.
  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case SIGILL, SIGTRAP:
      return "a trap (fatalError, a failed precondition, a force-unwrapped nil, an overflow)"
    case SIGABRT: return "SIGABRT (the program aborted)"
    case SIGBUS: return "SIGBUS (bad memory access)"
    case SIGKILL: return "SIGKILL (killed from outside)"
    case SIGSEGV: return "SIGSEGV (bad memory access, or a stack overflow from endless recursion)"
    case SIGALRM: return "SIGALRM (the check program's own time limit)"
    default: return "signal \(signal)"
    }
  }
}
