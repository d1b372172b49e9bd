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
    step outlined in green, views discarded in it listed in dashed red; beside the tree, the \
    step's command, log and expectations. --scale 2 draws it twice the size, for a projector. \
    Without --svg the tree is printed as text with the same marks.
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(
    positionals: [.lessonID()],
    options: [
      .flag("fixed", help: "Draw the fixed version instead of the broken one."),
      .value(
        "step", kind: .positiveInteger, help: "The step after which to draw the tree (default: the last)."),
      .value("svg", kind: .text, valueName: "file", help: "Write the picture to <file> as SVG."),
      .value(
        "scale", kind: .text, valueName: "factor",
        help:
          "Draw the SVG this many times its size, \(Self.scales.lowerBound) to \(Self.scales.upperBound) (2 for a projector)."
      ),
    ])

  /// The factors `--scale` takes.
  static let scales = 0.5...4.0

  /// The `--scale` factor, or `nil` when it is not a number in ``scales``.
  static func scale(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite, scales.contains(value) else { return nil }
    return value
  }

  func validate(_ arguments: ParsedArguments, in context: CommandContext) throws(ShellError) {
    try validateScale(arguments)
    guard let id = arguments.positional("id"), let lesson = LessonCatalog.lesson(id: id),
      let step = arguments.integer("step")
    else { return }
    let count = lesson.scenario.steps.count
    if step > count { throw .stepOutOfRange(command: name, lessonID: id, step: step, count: count) }
  }

  private func validateScale(_ arguments: ParsedArguments) throws(ShellError) {
    guard let text = arguments.option("scale") else { return }
    guard Self.scale(text) != nil else {
      throw .invalidValue(
        command: name, argument: "--scale", value: text,
        expected: "a number from \(Self.scales.lowerBound) to \(Self.scales.upperBound), such as 2 or 1.5")
    }
    if arguments.option("svg") == nil {
      throw .invalidValue(
        command: name, argument: "--scale", value: text, expected: "--scale together with --svg FILE")
    }
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
      step.tree, title: title, svgPath: arguments.option("svg"), command: name,
      notes: TreePicture.Notes(step),
      scale: arguments.option("scale").flatMap(Self.scale) ?? 1, in: context)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
