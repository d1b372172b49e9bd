import LessonCatalog
import LessonKit

/// `picture ID [--fixed] [--step N] [--svg FILE]`: the view tree after a
/// step, with invalidation heat, as SVG (or as text without `--svg`).
struct PictureCommand: ShellCommand {
  let name = "picture"
  let summary = "Draw a lesson's view tree after a step, shaded by how often each body ran."
  let discussion = """
    Runs the scenario from a fresh mount up to the step (the last one unless --step is given) \
    and draws the view tree as it is then: each view shaded by how often its body ran so far \
    (the same heat as the HTML player of 'run --html'), views whose state was created in that \
    step outlined in green, views discarded in it listed in dashed red. Without --svg the tree \
    is printed as text with the same marks.
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(
    positionals: [.lessonID()],
    options: [
      .flag("fixed", help: "Draw the fixed version instead of the broken one."),
      .value(
        "step", kind: .positiveInteger, help: "The step after which to draw the tree (default: the last)."),
      .value("svg", kind: .text, valueName: "file", help: "Write the picture to <file> as SVG."),
    ])

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    guard let id = arguments.positional("id"), let lesson = LessonCatalog.lesson(id: id),
      let step = arguments.integer("step")
    else { return }
    let count = lesson.scenario.steps.count
    if step > count { throw .stepOutOfRange(command: name, lessonID: id, step: step, count: count) }
  }

  func run(_ arguments: ParsedArguments, in context: CommandContext) async -> ExitCode {
    guard let id = arguments.positional("id") else { return .usageError }
    guard let lesson = LessonCatalog.lesson(id: id) else {
      context.console.error("Error: Lesson '\(id)' has no scenario in this build.")
      return .failure
    }
    let variant: Variant = arguments.flag("fixed") ? .fixed : .broken
    let version = await TranscriptRecorder.record(lesson, variant: variant)
    guard let step = version.steps[safe: (arguments.integer("step") ?? version.steps.count) - 1] else {
      return .failure
    }
    let title = "\(lesson.id) (\(variant.rawValue)) after step \(step.number). \(step.title)"
    return TreeOutput.show(
      step.tree, title: title, svgPath: arguments.option("svg"), command: name, in: context)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
