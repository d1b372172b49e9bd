/// `code broken|fixed`: the open lesson's code, exactly as it runs.
struct CodeCommand: ShellCommand {
  let name = "code"
  let summary = "Show the open lesson's broken or fixed code."
  let group = CommandGroup.shell
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [
    PositionalSpec("version", kind: .choice(["broken", "fixed"]), help: "Which version to show.")
  ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    if context.session.currentLessonID == nil {
      throw .noLessonOpen(command: name)
    }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitStatus {
    context.notAvailableYet(name, because: "the lesson modules have not landed")
  }
}
