/// How the quiz shows a prompt, depending on where answers come from.
enum QuizPromptStyle {
  /// The line reader shows it (libedit in the shell).
  case byReader
  /// Written without a newline; the terminal echoes what is typed after it.
  case inline
  /// Piped answers are not echoed: the prompt and the answer read are printed as one line,
  /// so a transcript shows what was answered.
  case echoed
}
