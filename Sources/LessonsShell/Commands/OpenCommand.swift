/// `open ID`: make a lesson current, so later commands need no id.
struct OpenCommand: ShellCommand {
  let name = "open"
  let summary = "Choose a lesson; later commands use it when you leave out the id."
  let group = CommandGroup.shell
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [
    PositionalSpec("id", kind: .lessonID, help: "A lesson id (see 'list').")
  ])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let id = arguments.positional("id") else { return .usageError }
    if let mounted = context.session.mountedScenario, mounted.lessonID != id {
      context.session.mountedScenario = nil
    }
    context.session.currentLessonID = id
    let title = context.catalog.lessons.first { $0.id == id }?.title ?? id
    context.console.paragraph("Opened \(id): \(title).")
    context.console.paragraph("Next: 'show' to read the story, 'run' to watch the bug happen.")
    return .success
  }
}
