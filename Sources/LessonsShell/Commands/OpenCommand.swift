/// `open ID`: make a lesson current, so later commands need no id.
struct OpenCommand: ShellCommand {
  let name = "open"
  let summary = "Choose a lesson; later commands use it when you leave out the id."
  let group = CommandGroup.shell
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [
    PositionalSpec("id", kind: .lessonID, help: "A lesson id (see 'list').")
  ])

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError)
    -> LessonOptions
  {
    LessonOptions(id: try arguments.required("id", of: name))
  }

  func run(_ options: LessonOptions, in context: CommandContext) async -> ExitCode {
    let id = options.id
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
