import LessonCatalog
import LessonKit

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
    let id = options.id
    let variant = options.variant
    guard let lesson = context.catalog.lesson(id) else {
      if let packLesson = context.catalog.packLesson(id) {
        LessonText.printPackCode(of: packLesson, variant: variant, to: context.console)
        return .success
      }
      context.console.error("Error: Lesson '\(id)' has no code in this build.")
      return .failure
    }
    LessonText.printCode(of: lesson, variant: variant, to: context.console)
    return .success
  }
}
