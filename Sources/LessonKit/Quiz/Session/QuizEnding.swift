/// Why a quiz stopped before its last question.
package enum QuizEnding: Sendable, Hashable {
  /// Ctrl-D, or the end of piped input.
  case endOfInput
  /// Ctrl-C.
  case interrupted
  /// Piped answers were rejected this many times in a row: the rest of the input is
  /// probably not answers, so it is left to the shell.
  case rejectedAnswers(Int)
}
