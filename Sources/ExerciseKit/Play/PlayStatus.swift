/// How a `play` session ended, as `--json` spells it.
package enum PlayStatus: String, Sendable, Codable, Equatable {
  /// Every command ran and every expectation held.
  case ok
  /// An expectation did not hold, or a command named a control that is not there.
  case failed
  /// An update never settled: bodies kept invalidating each other until the
  /// runtime stopped them (SwiftUI's "Modifying state during view update").
  case neverSettled = "never-settled"
  /// The file did not compile.
  case compileError = "compile-error"
  /// The program stopped: a trap in `body`, a signal, the memory limit.
  case crashed
  /// The program ran past the time limit (a loop that never ends).
  case timeout
}
