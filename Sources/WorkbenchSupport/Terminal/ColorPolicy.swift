/// Decides whether output may carry colour.
///
/// Colour is a help on a terminal and noise everywhere else: it is off when the
/// output is not a terminal, when `NO_COLOR` is set to anything non-empty
/// (https://no-color.org), when `TERM` is `dumb`, and when the user passed `--no-color`.
package enum ColorPolicy {
  /// Whether colour is allowed for an output stream.
  ///
  /// - Parameters:
  ///   - isTerminal: whether the stream is a terminal (`isatty`).
  ///   - environment: the process environment.
  ///   - noColorFlag: whether `--no-color` was given.
  package static func allowsColor(
    isTerminal: Bool, environment: [String: String], noColorFlag: Bool = false
  ) -> Bool {
    if noColorFlag || !isTerminal { return false }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
    if environment["TERM"] == "dumb" { return false }
    return true
  }
}
