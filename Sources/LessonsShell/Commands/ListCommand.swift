/// `list`: lessons and exercises with progress marks.
struct ListCommand: ShellCommand {
  let name = "list"
  let aliases = ["ls"]
  let summary = "List lessons and exercises with your progress."
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec.none

  func run(_ options: NoOptions, in context: CommandContext) async -> ExitCode {
    let console = context.console
    let open = context.session.currentLessonID
    let (lessons, exercises) = (context.catalog.lessons, context.catalog.exercises)
    // Notices first, on stderr: after the list they would be lost when a pipe (`| head`) closes early.
    for notice in context.catalog.notices {
      console.error(notice)
    }
    // One id column for both tables, so titles line up down the page.
    let idWidth = (lessons + exercises).map(\.id.count).max() ?? 0
    console.line(console.styler("Lessons", .bold))
    let course = lessons.filter { $0.origin == nil }
    console.lines(ProgressTable.rows(course, open: open, styler: console.styler, idWidth: idWidth))
    console.line()
    // Each pack's lessons under the folder they came from, in the order the packs were given.
    var origins: [String] = []
    for origin in lessons.compactMap(\.origin) where !origins.contains(origin) {
      origins.append(origin)
    }
    for origin in origins {
      console.line(console.styler("Lessons from the pack \(origin)", .bold))
      console.lines(
        ProgressTable.rows(
          lessons.filter { $0.origin == origin }, open: open, styler: console.styler, idWidth: idWidth))
      console.line()
    }
    console.line(console.styler("Exercises", .bold))
    console.lines(
      ProgressTable.rows(
        exercises.filter { $0.origin == nil }, open: nil, styler: console.styler, idWidth: idWidth))
    console.line()
    for origin in origins where exercises.contains(where: { $0.origin == origin }) {
      console.line(console.styler("Exercises from the pack \(origin)", .bold))
      console.lines(
        ProgressTable.rows(
          exercises.filter { $0.origin == origin }, open: nil, styler: console.styler, idWidth: idWidth))
      console.line()
    }
    console.line("[ ] not started  [~] started  [x] done" + (open == nil ? "" : "  * open"))
    return .success
  }
}
