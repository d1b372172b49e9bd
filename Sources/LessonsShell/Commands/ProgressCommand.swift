/// `progress`: what is done, lesson by lesson.
struct ProgressCommand: ShellCommand {
  let name = "progress"
  let summary = "Show your progress through lessons, exercises and quizzes."
  let group = CommandGroup.general
  let arguments = ArgumentSpec.none

  func run(_ options: NoOptions, in context: CommandContext) async -> ExitCode {
    let console = context.console
    let tables = [("Lessons", context.catalog.lessons), ("Exercises", context.catalog.exercises)]
    // Like the quiz schedule's: a damaged exercise-progress.json was set aside, never silently
    // reset. Said first, on stderr, so a pipe that stops reading early (`| head`) still shows it.
    for notice in context.catalog.notices { console.error(notice) }
    for (title, entries) in tables {
      let done = entries.filter { $0.progress == .done }.count
      console.line(console.styler(title, .bold) + ": \(done) of \(entries.count) done")
      console.lines(ProgressTable.rows(entries, open: nil, styler: console.styler))
      console.line()
    }
    console.lines(QuizProgressSection.lines(in: context))
    return .success
  }
}
