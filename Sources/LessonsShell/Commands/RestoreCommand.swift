import ExerciseKit

/// `restore ID [--force]`: put an exercise's starting file back in the workspace.
struct RestoreCommand: ShellCommand {
  /// `restore ID [--force]`.
  struct Options {
    /// The exercise.
    var id: String
    /// Replace a file that differs from the starter without asking.
    var force: Bool
  }

  let name = "restore"
  let summary = "Put an exercise's starting file back in Exercises/ (asks first; a backup is kept)."
  let discussion = """
    Replaces your file with the exercise's starter. When your file differs from the starter, \
    the shell asks first; 'lessons restore ID' needs \(Flags.declared.$force). Your previous version is kept \
    as a backup in the state directory. (To mount the running scenario afresh, use 'remount'.)
    """
  let group = CommandGroup.exercises
  // Never defaults to the open lesson: a bare `restore` must not throw away the learner's file.
  let arguments = ArgumentSpec(
    positionals: [PositionalSpec("id", kind: .exerciseID, help: "The exercise whose file to restore.")],
    options: Flags.self)

  /// The options `restore` takes.
  struct Flags: ParsableOptions {
    @Flag(help: "Replace a file that differs from the starter without asking.") var force: Bool
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    guard let id = arguments.positional("id") else { throw .missingArgument(command: name, name: "id") }
    return Options(id: id, force: arguments.decode(Flags.self).force)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    let id = options.id
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    let console = context.console
    do {
      if !options.force, try workbench.learnerFileDiffersFromStarter(id) {
        let path = ExerciseWorkbench.displayPath(try workbench.exercise(id).learnerFile)
        guard context.mode.isShell else {
          console.error(
            console.styler("\(path) differs from the starter: nothing was replaced.", .red))
          console.error(
            "Run '\(context.spelling(of: name)) \(id) \(Flags.declared.$force.spelling)' to replace it (a backup is kept)."
          )
          return .failure
        }
        let answer = PauseInput(context: context).read(
          prompt: "\(path) differs from the starter. Replace it (a backup is kept)? [y/N] ")
        guard let word = answer?.first?.lowercased(), word == "y" || word == "yes" else {
          console.line("Nothing was replaced.")
          return .success
        }
      }
      let outcome = try workbench.restore(id)
      console.line("Restored \(ExerciseWorkbench.displayPath(outcome.restored)) to its starting point.")
      if let backup = outcome.backup {
        console.line(
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
