/// `quiz [ID] [--interview] [--count N] [--list]`: practice questions.
struct QuizCommand: ShellCommand {
  let name = "quiz"
  let summary = "Answer quiz questions on a lesson, or interview practice across all of them."
  let group = CommandGroup.quiz
  let arguments = ArgumentSpec(
    positionals: [
      PositionalSpec(
        "id", kind: .lessonID, arity: .optional,
        help: "Ask about this lesson only. Defaults to the open lesson, else all lessons.",
        defaultsToOpenLesson: true)
    ],
    options: [
      .flag("interview", help: "Interview practice: mixed questions, answers graded at the end."),
      .value("count", kind: .positiveInteger, help: "How many questions to ask."),
      .flag("list", help: "List the questions instead of asking them."),
    ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitStatus {
    context.notAvailableYet(name, because: "the quiz engine has not landed")
  }
}
