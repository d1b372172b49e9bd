/// Where a ``QuizSession`` writes and reads: the shell's console and line reader, or a test script.
@MainActor
package protocol QuizIO: AnyObject {
  /// Shows one piece of output.
  func show(_ line: QuizLine)
  /// Asks for one line, showing `prompt` the way the front end shows prompts.
  func read(prompt: String) -> QuizReply
}
