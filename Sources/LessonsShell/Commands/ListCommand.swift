/// `list`: lessons and exercises with progress marks.
struct ListCommand: ShellCommand {
  let name = "list"
  let aliases = ["ls"]
  let summary = "List lessons and exercises with your progress."
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec.none

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    let console = context.console
    let open = context.session.currentLessonID
    console.line(console.styler("Lessons", .bold))
    console.lines(ProgressTable.rows(context.catalog.lessons, open: open, styler: console.styler))
    console.line()
    console.line(console.styler("Exercises", .bold))
    console.lines(ProgressTable.rows(context.catalog.exercises, open: nil, styler: console.styler))
    console.line()
    console.line("[ ] not started  [~] started  [x] done" + (open == nil ? "" : "  * open"))
    for notice in context.catalog.notices {
      console.error(notice)
    }
    return .success
  }
}
