/// Why ``QuizSession`` got no answer: input ended, Ctrl-C, or too many rejected answers.
struct QuizReplyEnd: Error {
  let ending: QuizEnding
}
