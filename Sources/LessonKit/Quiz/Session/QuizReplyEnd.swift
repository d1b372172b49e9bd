/// Why ``QuizSession`` got no answer: input ended, or Ctrl-C.
struct QuizReplyEnd: Error {
  let interrupted: Bool
}
