import Foundation

/// Finds the reason a check program stopped, in what it printed.
enum CrashMessage {
  /// The Swift runtime's own line (`Fatal error: …`, `Precondition failed: …`), without the file prefix.
  static func find(in output: String) -> String? {
    let markers = ["Fatal error:", "Precondition failed:", "Assertion failed:", "fatal error:"]
    for line in output.split(separator: "\n").reversed() {
      for marker in markers {
        if let range = line.range(of: marker) {
          let text = line[range.lowerBound...].trimmingCharacters(in: .whitespaces)
          return text.hasSuffix(":") ? String(text.dropLast()) : text
        }
      }
    }
    return nil
  }

  /// A readable name for a signal number.
  static func signalName(_ signal: Int32) -> String {
    switch signal {
    case 4: return "SIGILL (a trap: fatalError, a failed precondition, a force-unwrapped nil)"
    case 5: return "SIGTRAP (a trap: fatalError, a failed precondition, a force-unwrapped nil)"
    case 6: return "SIGABRT (aborted)"
    case 7: return "SIGBUS (bad memory access)"
    case 9: return "SIGKILL (killed)"
    case 11: return "SIGSEGV (bad memory access, or the stack overflowed from endless recursion)"
    default: return "signal \(signal)"
    }
  }
}
