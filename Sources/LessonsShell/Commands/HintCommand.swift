import ExerciseKit

/// `hint ID`: the next staged hint for an exercise.
struct HintCommand: ShellCommand {
  let name = "hint"
  let summary = "Show the next hint for an exercise."
  let discussion = "Each use reveals one more hint, and the count is kept with your progress."
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec(positionals: [.exerciseID()])

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError)
    -> ExerciseOptions
  {
    ExerciseOptions(id: try arguments.required("id", of: name))
  }

  func run(_ options: ExerciseOptions, in context: CommandContext) async -> ExitCode {
    let id = options.id
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    let console = context.console
    do {
      let hint = try workbench.nextHint(id)
      if let notice = hint.progressNotice { console.error(notice) }
      console.line(console.styler("Hint \(hint.number) of \(hint.total) for \(id):", .bold))
      for paragraph in hint.text.split(separator: "\n", omittingEmptySubsequences: false) {
        console.paragraph(String(paragraph), indent: "  ", firstIndent: "  ")
      }
      if hint.wasAlreadyRevealed {
        console.line(
          console.styler(
            "That was the last hint. '\(context.spelling(of: "solution")) \(id) \(SolutionCommand.Flags.declared.$force.spelling)' shows the reference.",
            .dim))
      } else if hint.number < hint.total {
        console.line(console.styler("'\(context.spelling(of: "hint")) \(id)' again for the next one.", .dim))
      }
      return .success
    } catch {
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    }
  }
}
