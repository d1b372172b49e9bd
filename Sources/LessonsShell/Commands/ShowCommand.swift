/// `show ID`: a lesson's story and code.
struct ShowCommand: ShellCommand {
  let name = "show"
  let summary = "Show a lesson's story and its broken and fixed code."
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(positionals: [.lessonID()])

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitStatus {
    context.notAvailableYet(name, because: "the lesson modules have not landed")
  }
}
