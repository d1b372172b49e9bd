import ExerciseKit

/// `task [ID]`: an exercise's task statement and the file to edit, in the workspace (copied
/// from the starter on first use).
struct TaskCommand: ShellCommand {
  let name = "task"
  let summary = "Show an exercise's task and the file to edit."
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
      let exercise = try workbench.exercise(id)
      let created = try workbench.provideLearnerFile(exercise)
      console.line(console.styler("\(exercise.id): \(exercise.title)", .bold))
      console.line()
      for paragraph in exercise.task.split(separator: "\n", omittingEmptySubsequences: false) {
        console.paragraph(String(paragraph), indent: "  ", firstIndent: "  ")
      }
      console.line()
      console.line(
        "Edit: " + ExerciseWorkbench.displayPath(exercise.learnerFile)
          + (created ? " (copied from the starter, in your workspace)" : ""))
      console.line(
        console.styler(
          "Open it with '\(context.spelling(of: "edit")) \(id)'; then '\(context.spelling(of: "check")) \(id)', "
            + "or '\(context.spelling(of: "watch")) \(id)' to check on every save.", .dim))
      return .success
    } catch {
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    }
  }
}
