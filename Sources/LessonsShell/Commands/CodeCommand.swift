import LessonCatalog
import LessonKit

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

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let id = context.session.currentLessonID, let version = arguments.positional("version"),
      let variant = Variant(rawValue: version)
    else { return .usageError }
    guard let lesson = LessonCatalog.lesson(id: id) else {
      context.console.error("Error: Lesson '\(id)' has no code in this build.")
      return .failure
    }
    LessonText.printCode(of: lesson, variant: variant, to: context.console)
    return .success
  }
}
