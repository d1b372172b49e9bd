import LessonKit

/// Shows a tree snapshot: as an SVG file when a path is given, else as
/// annotated text. Shared by `picture` and `tree --svg`.
@MainActor
enum TreeOutput {
  static func show(
    _ tree: TreeSnapshot, title: String, svgPath: String?, command: String, notes: TreePicture.Notes? = nil,
    scale: Double = 1, in context: CommandContext
  ) -> ExitCode {
    let console = context.console
    guard let svgPath else {
      console.line(console.styler(title, .bold))
      console.lines(tree.annotatedText.split(separator: "\n").map(String.init))
      return .success
    }
    do throws(ShellError) {
      try TextFileWriter.write(
        TreePicture.svg(tree, title: title, notes: notes, scale: scale), to: svgPath, command: command)
    } catch {
      CommandDispatcher(context: context).report(error)
      return error.exitCode
    }
    console.line(
      "Wrote the view tree of \(title) to \(svgPath)"
        + (notes == nil ? "" : ", with the step's log beside it")
        + (scale == 1 ? "." : ", drawn at \(scale)×."))
    return .success
  }
}
