/// What the learner's input gave the quiz: a line, or the end.
package enum QuizReply: Sendable, Hashable {
  /// A typed line, without its newline.
  case answer(String)
  /// End of input (Ctrl-D, end of a pipe) or Ctrl-C: the quiz stops, keeping what was answered.
  case end(interrupted: Bool)
}
