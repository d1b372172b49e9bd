/// `progress`: what is done, lesson by lesson.
struct ProgressCommand: ShellCommand {
  let name = "progress"
  let summary = "Show your progress through lessons, exercises and quizzes."
  let group = CommandGroup.general
  let arguments = ArgumentSpec.none

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    let console = context.console
    for (title, entries) in [("Lessons", context.catalog.lessons), ("Exercises", context.catalog.exercises)] {
      let done = entries.filter { $0.progress == .done }.count
      console.line(console.styler(title, .bold) + ": \(done) of \(entries.count) done")
      console.lines(ProgressTable.rows(entries, open: nil, styler: console.styler))
      console.line()
    }
    console.lines(QuizProgressSection.lines(in: context))
    // Like the quiz schedule's: a damaged exercise-progress.json was set aside, never silently reset.
    for notice in context.catalog.notices { console.error(notice) }
    return .success
  }
}
