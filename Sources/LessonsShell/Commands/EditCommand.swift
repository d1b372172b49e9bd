import ExerciseKit

/// `edit [ID] [--editor CMD]`: open an exercise's file, in the workspace, in the learner's editor.
struct EditCommand: ShellCommand {
  /// `edit [ID] [--editor CMD]`.
  struct Options {
    /// The exercise.
    var id: String
    /// The editor command given with `--editor`, which wins over `$VISUAL` and `$EDITOR`.
    var editor: String?
  }

  let name = "edit"
  let summary =
    "Open an exercise's file (in Exercises/) in your editor: $VISUAL, $EDITOR or \(Flags.declared.$editor)."
  let discussion = """
    Copies the starter into Exercises/ first if the file is not there yet. The editor is \
    \(Flags.declared.$editor) CMD, else $VISUAL, else $EDITOR; CMD may carry arguments ('code --wait') and \
    the file's path is added after them. With none set, prints the path and how to set one. \
    In 'watch', typing e and Return opens the watched file the same way.
    """
  let group = CommandGroup.exercises
  let arguments = ArgumentSpec(
    positionals: [.exerciseID()],
    options: Flags.self)

  /// The options `edit` takes.
  struct Flags: ParsableOptions {
    @Option(
      kind: .text, valueName: "cmd",
      help: "The editor command to use, instead of $VISUAL or $EDITOR ('code --wait', 'nvim').")
    var editor: String?
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    Options(id: try arguments.required("id", of: name), editor: arguments.decode(Flags.self).editor)
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    guard let workbench = ExerciseCommandSupport.workbench(in: context) else { return .failure }
    do {
      let exercise = try workbench.exercise(options.id)
      try workbench.provideLearnerFile(exercise)
      return await Self.open(exercise, editor: options.editor, in: context)
    } catch {
      ExerciseCommandSupport.report(error, in: context)
      return .failure
    }
  }

  /// Opens `exercise`'s file in the editor `option` or the environment names, saying which;
  /// with none, prints the path and how to set one.
  static func open(_ exercise: Exercise, editor option: String?, in context: CommandContext) async
    -> ExitCode
  {
    let console = context.console
    let path = ExerciseWorkbench.displayPath(exercise.learnerFile)
    guard let editor = EditorChoice.resolve(option: option, environment: context.environment) else {
      console.line("Your file: \(path)")
      for line in EditorChoice.howToSetOne { console.error(line) }
      return .failure
    }
    console.line(console.styler("Opening \(path) in \(editor.command) (\(editor.source)).", .dim))
    let environment = context.environment
    let file = exercise.learnerFile.path
    let outcome = await Task.detached { EditorLauncher.open(file, with: editor, environment: environment) }
      .value
    if let problem = EditorLauncher.problem(outcome, editor: editor) {
      console.error(console.styler(problem, .red))
      return .failure
    }
    return .success
  }
}
