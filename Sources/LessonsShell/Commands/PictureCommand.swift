import LessonKit
import LessonPacks

/// `picture ID [--fixed] [--step N] [--svg FILE]`: the view tree after a
/// step, with invalidation heat, as SVG (or as text without `--svg`).
struct PictureCommand: ShellCommand {
  /// What `picture ID ...` asks for, decoded once.
  struct Options {
    /// The lesson.
    var id: String
    /// The version drawn.
    var variant: Variant
    /// The step after which to draw, else the last.
    var step: Int?
    /// Where to write the SVG; `nil` prints the tree.
    var svgPath: String?
    /// How many times its size to draw it.
    var scale: Double
  }

  let name = "picture"
  let summary = "Draw a lesson's view tree after a step, shaded by how often each body ran."
  let discussion = """
    Runs the scenario from a fresh mount up to the step (the last one unless \(Self.flags.$step) is given) \
    and draws the view tree as it is then: each view shaded by how often its body ran so far \
    (the same heat as the HTML player of 'run \(RunCommand.flags.$html)'), views whose state was created in that \
    step outlined in green, views discarded in it listed in dashed red; beside the tree, the \
    step's command, log and expectations. --scale 2 draws it twice the size, for a projector. \
    Without \(Self.flags.$svg) the tree is printed as text with the same marks.
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(positionals: [.lessonID()], options: Flags.self)

  /// Its options with their names, for its messages and others' (`RunCommand.flags.$fixed`).
  nonisolated static let flags = Flags.declared

  /// The options `picture` takes.
  struct Flags: ParsableOptions {
    @Flag(help: "Draw the fixed version instead of the broken one.") var fixed: Bool
    @Option(kind: .positiveInteger, help: "The step after which to draw the tree (default: the last).")
    var step: Int?
    @Option(kind: .text, valueName: "file", help: "Write the picture to <file> as SVG.") var svg: String?
    @Option(
      kind: .text, valueName: "factor",
      help:
        "Draw the SVG this many times its size, \(PictureCommand.scales.lowerBound) to \(PictureCommand.scales.upperBound) (2 for a projector)."
    )
    var scale: String?
  }

  /// The factors `--scale` takes.
  nonisolated static let scales = 0.5...4.0

  /// The `--scale` factor, or `nil` when it is not a number in ``scales``.
  static func scale(_ text: String) -> Double? {
    guard let value = Double(text), value.isFinite, scales.contains(value) else { return nil }
    return value
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    let flags = arguments.decode(Flags.self)
    let scale = try decodeScale(flags)
    let id = try arguments.required("id", of: name)
    let step = flags.step
    let count = context.catalog.packLesson(id)?.scenario.steps.count
    if let step, let count, step > count {
      throw .stepOutOfRange(command: name, lessonID: id, step: step, count: count)
    }
    return Options(
      id: id, variant: flags.fixed ? .fixed : .broken, step: step, svgPath: flags.svg, scale: scale)
  }

  private func decodeScale(_ flags: Flags) throws(ShellError) -> Double {
    guard let text = flags.scale else { return 1 }
    guard let factor = Self.scale(text) else {
      throw .invalidValue(
        command: name, argument: flags.$scale.spelling, value: text,
        expected: "a number from \(Self.scales.lowerBound) to \(Self.scales.upperBound), such as 2 or 1.5")
    }
    if flags.svg == nil {
      throw .invalidValue(
        command: name, argument: flags.$scale.spelling, value: text,
        expected: "\(flags.$scale.spelling) together with \(flags.$svg.spelling) FILE")
    }
    return factor
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    let id = options.id
    let variant = options.variant
    guard let lesson = context.catalog.packLesson(id) else {
      context.console.error("Error: Lesson '\(id)' has no scenario to draw.")
      return .failure
    }
    // The version runs in a child, as `run` runs it; its steps carry the child's trees.
    guard let recorded = await PackLessonRun.recorded(lesson, variant: variant, xcode: .current, in: context)
    else { return .failure }
    let steps = recorded.steps
    guard let step = steps[safe: (options.step ?? steps.count) - 1] else {
      return .failure
    }
    let title = "\(id) (\(variant.rawValue)) after step \(step.number). \(step.title)"
    return TreeOutput.show(
      step.tree, title: title, svgPath: options.svgPath, command: name,
      notes: TreePicture.Notes(step), scale: options.scale, in: context)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
