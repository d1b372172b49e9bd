import ExerciseKit

/// `solution ID [--force]`: the reference solution, once the exercise is done.
struct SolutionCommand: ShellCommand {
  /// `solution ID [--force]`.
  struct Options {
    /// The exercise.
    var id: String
    /// Show it even though the exercise does not pass yet.
    var force: Bool
  }

  let name = "solution"
  let summary = "Show an exercise's reference solution (after it passes, or with \(Flags.declared.$force))."
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec(
    positionals: [.exerciseID()],
    options: Flags.self)

  /// The options `solution` takes.
  struct Flags: ParsableOptions {
    @Flag(help: "Show it even though the exercise does not pass yet.") var force: Bool
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    Options(id: try arguments.required("id", of: name), force: arguments.decode(Flags.self).force)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    let id = options.id
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    let console = context.console
    do {
      let solution = try workbench.solution(id, force: options.force)
      let path = ExerciseWorkbench.displayPath(solution.file)
      console.line(console.styler("Reference solution for \(id)", .bold) + " (\(path)):")
      if !solution.earned {
        console.line(
          console.styler(
            "Shown with \(Flags.declared.$force.spelling): your own file does not pass yet.", .dim))
      }
      console.line()
      console.line(solution.source.hasSuffix("\n") ? String(solution.source.dropLast()) : solution.source)
      return .success
    } catch {
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    }
  }
}
