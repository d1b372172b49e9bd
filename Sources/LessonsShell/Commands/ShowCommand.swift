import LessonPacks

/// `show ID`: a lesson's story and code.
struct ShowCommand: ShellCommand {
  let name = "show"
  let summary = "Show a lesson's story and its broken and fixed code."
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(positionals: [.lessonID()])

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError)
    -> LessonOptions
  {
    LessonOptions(id: try arguments.required("id", of: name))
  }

  func run(_ options: LessonOptions, in context: CommandContext) async -> ExitCode {
    let id = options.id
    let console = context.console
    guard let lesson = context.catalog.packLesson(id) else {
      console.error("Error: Lesson '\(id)' has no story to show.")
      return .failure
    }
    LessonText.printPackLesson(lesson, to: console)
    console.paragraph(
      "Next: '\(context.spelling(of: "run")) \(id)' shows the bug happen; "
        + "'\(context.spelling(of: "run")) \(id) \(RunCommand.Flags.declared.$fixed.spelling)' shows the fix hold."
    )
    return .success
  }
}
