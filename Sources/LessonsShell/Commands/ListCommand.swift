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
    // Each pack's lessons and exercises under the folder they came from, in the order the packs were given.
    var origins: [String] = []
    for origin in lessons.compactMap(\.origin) where !origins.contains(origin) {
      origins.append(origin)
    }
    func table(_ heading: String, _ entries: [CatalogEntry], open: String?) {
      console.line(console.styler(heading, .bold))
      console.lines(ProgressTable.rows(entries, open: open, styler: console.styler, idWidth: idWidth))
      console.line()
    }
    table("Lessons", lessons.filter { $0.origin == nil }, open: open)
    for origin in origins {
      table("Lessons from the pack \(origin)", lessons.filter { $0.origin == origin }, open: open)
    }
    table("Exercises", exercises.filter { $0.origin == nil }, open: nil)
    for origin in origins where exercises.contains(where: { $0.origin == origin }) {
      table("Exercises from the pack \(origin)", exercises.filter { $0.origin == origin }, open: nil)
    }
    console.line("[ ] not started  [~] started  [x] done" + (open == nil ? "" : "  * open"))
    return .success
  }
}
