import ExerciseKit
import LessonKit

/// `reset ID`: restore an exercise's starting file; `reset` alone remounts the scenario.
struct ResetCommand: ShellCommand {
  let name = "reset"
  let summary = "Restore an exercise's starting file (or, with no id, remount the scenario)."
  let discussion = """
    With an id, puts the exercise file back as it was before your edits. Without one, \
    inside the shell, unmounts the running scenario and mounts it again with fresh state.
    """
  let group = CommandGroup.exercises
  // Never defaults to the open lesson: a bare `reset` must not throw away the learner's file.
  let arguments = ArgumentSpec(positionals: [
    PositionalSpec(
      "id", kind: .exerciseID, arity: .optional,
      help: "The exercise to restore. Leave out to remount the mounted scenario.")
  ])

  /// `reset ID` or, in the shell, `reset`.
  enum Options {
    /// Restore this exercise's starting file.
    case exercise(String)
    /// Remount the mounted scenario.
    case remount
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    if let id = arguments.positional("id") { return .exercise(id) }
    guard context.mode.isShell else { throw .missingArgument(command: name, name: "id") }
    if context.session.mountedScenario == nil {
      throw .noScenarioMounted(command: name)
    }
    return .remount
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    guard case .exercise(let id) = options else {
      return await ScenarioVerb.perform(.reset, command: name, in: context)
    }
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    do {
      let outcome = try workbench.reset(id)
      context.console.line(
        "Restored \(ExerciseWorkbench.displayPath(outcome.restored)) to its starting point.")
      if let backup = outcome.backup {
        context.console.line(
          "Your previous version is kept as \(ExerciseWorkbench.displayPath(backup)) (in the state directory, "
            + "outside the project).")
      }
      return .success
    } catch {
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    }
  }
}
