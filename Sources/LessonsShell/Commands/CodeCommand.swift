import LessonKit
import LessonPacks

/// `code broken|fixed`: the open lesson's code, exactly as it runs.
struct CodeCommand: ShellCommand {
  /// `code broken|fixed`, of the open lesson.
  struct Options {
    /// The open lesson.
    var id: String
    /// Which version to show.
    var variant: Variant
  }

  let name = "code"
  let summary = "Show the open lesson's broken or fixed code."
  let group = CommandGroup.shell
  let scope = CommandScope.shellOnly
  let arguments = ArgumentSpec(positionals: [
    PositionalSpec("version", kind: .choice(["broken", "fixed"]), help: "Which version to show.")
  ])

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    guard let id = context.session.currentLessonID else { throw .noLessonOpen(command: name) }
    let version = try arguments.required("version", of: name)
    // The spec's choice guarantees one of the two.
    return Options(id: id, variant: Variant(rawValue: version) ?? .broken)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    guard let lesson = context.catalog.packLesson(options.id) else {
      context.console.error("Error: Lesson '\(options.id)' has no code to show.")
      return .failure
    }
    LessonText.printPackCode(of: lesson, variant: options.variant, to: context.console)
    return .success
  }
}
