import LessonKit

/// Shows a tree snapshot: as an SVG file when a path is given, else as
/// annotated text. Shared by `picture` and `tree --svg`.
@MainActor
enum TreeOutput {
  static func show(
    _ tree: TreeSnapshot, title: String, svgPath: String?, command: String, in context: CommandContext
  ) -> ExitCode {
    let console = context.console
    guard let svgPath else {
      console.line(console.styler(title, .bold))
      console.lines(tree.annotatedText.split(separator: "\n").map(String.init))
      return .success
    }
    do throws(ShellError) {
      try TextFileWriter.write(TreePicture.svg(tree, title: title), to: svgPath, command: command)
    } catch {
      CommandDispatcher(context: context).report(error)
      return error.exitCode
    }
    console.line("Wrote the view tree of \(title) to \(svgPath).")
    return .success
  }
}
