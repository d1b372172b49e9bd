import ExerciseKit
import Foundation
import LessonPacks

/// `pack new ID [--in DIR]` and `pack check DIR [--runs N]`: make and prove lesson packs.
struct PackCommand: ShellCommand {
  /// What `pack ...` asks for, decoded once.
  enum Options {
    /// Write a new lesson folder for `id` into the pack `directory`.
    case new(id: String, directory: URL)
    /// Prove the pack in `directory`, running each version `runs` times per era.
    case check(directory: URL, runs: Int)
  }

  /// How many times `pack check` runs each version in each era without `--runs`.
  nonisolated static let defaultRuns = 3

  let name = "pack"
  let summary = "Start a lesson pack's lesson (new ID), or prove a pack before teaching it (check DIR)."
  let discussion = """
    A pack is a folder of lesson folders loaded beside the shipped course with \
    'lessons \(GlobalOption.pack.spelling) DIR' (or every folder in LESSONS_PATH, separated by ':'). A lesson \
    folder holds lesson.md (a header with id, title and summary, then its story, \
    ownership answers and verdicts as '## ' sections), Broken.swift and Fixed.swift (one \
    SwiftUI file each, mounted as 'play' mounts a file) and scenario.play (its steps, in \
    the verbs and expectations of 'play \(PlayCommand.Flags.declared.$script)'; 'bug:' marks what the broken version \
    gets wrong), and optionally quiz.json (its questions: choice, recall, and predict \
    questions that name a SwiftUI file of the folder and what happens, in the verbs of \
    scenario.play). A pack's exercises are done in your workspace, never in the pack: \
    Exercises/Packs/<pack folder's name>/NN-id/ in the checkout. 'pack new ID' writes one whose code, scenario and quiz question \
    already work, with its text to write. 'pack check DIR' proves a pack: every lesson loads, each broken \
    version reproduces its claim and each fixed version holds in both Xcode eras, every \
    version prints the same transcript on each of --runs runs (default 3), and each \
    predict question's file compiles and its run gets the same key on each of those runs \
    (and the answer its "expect" gives, if it gives one). It exits 1 and names the file and \
    line of each problem otherwise.
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(
    positionals: [
      PositionalSpec("action", kind: .choice(["new", "check"]), help: "new ID, or check DIR."),
      PositionalSpec("target", kind: .text, help: "The new lesson's id (new), or the pack's folder (check)."),
    ],
    options: Flags.self)

  /// The options `pack` takes.
  struct Flags: ParsableOptions {
    @Option(
      kind: .text, valueName: "dir",
      help: "The pack folder 'new' writes the lesson into (default: the current folder).")
    var `in`: String?
    @Option(
      kind: .positiveInteger,
      help: "How many times 'check' runs each version per Xcode era (default \(PackCommand.defaultRuns)).")
    var runs: Int?
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    let flags = arguments.decode(Flags.self)
    let target = try arguments.required("target", of: name)
    let currentDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    func folder(_ path: String) -> URL { PackSources.url(of: path, relativeTo: currentDirectory) }
    switch try arguments.required("action", of: name) {
    case "new":
      if flags.runs != nil {
        throw .conflictingArguments(command: name, first: "new", second: flags.$runs.spelling)
      }
      guard target.isKebabCase else {
        throw .invalidValue(
          command: name, argument: "target", value: target,
          expected: "a kebab-case lesson id: lowercase letters, digits and single hyphens (`cart-badge`)")
      }
      return .new(id: target, directory: folder(flags.in ?? "."))
    default:
      if flags.in != nil {
        throw .conflictingArguments(command: name, first: "check", second: flags.$in.spelling)
      }
      return .check(directory: folder(target), runs: flags.runs ?? Self.defaultRuns)
    }
  }

  func run(_ options: Options, in context: CommandContext) async -> ExitCode {
    switch options {
    case .new(let id, let directory):
      return makeLesson(id, in: directory, context: context)
    case .check(let directory, let runs):
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        context.console.error(
          context.console.styler(
            "Error: \(directory.path) is not a folder. 'pack check' takes a pack: a folder of lesson folders.",
            .red))
        return .usageError
      }
      let passed =
        if let course = CourseCheck(directory, runs: runs, context: context) {
          await course.run()
        } else {
          await PackCheck(pack: LessonPack.load(checking: directory), runs: runs, context: context).run()
        }
      return passed ? .success : .failure
    }
  }

  private func makeLesson(_ id: String, in directory: URL, context: CommandContext) -> ExitCode {
    let console = context.console
    let manager = FileManager.default
    let existing = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
    if let taken = existing.first(where: { LessonFolderName.id(of: $0) == id }) {
      console.error(
        console.styler(
          "Error: \(directory.appendingPathComponent(taken).path) already holds a lesson '\(id)'; "
            + "choose another id, or edit that folder.", .red))
      return .failure
    }
    let (folderName, files) = PackScaffold.folder(for: id, existing: existing)
    let folder = directory.appendingPathComponent(folderName, isDirectory: true)
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      for file in files {
        try Data(file.text.utf8).write(
          to: folder.appendingPathComponent(file.name), options: .withoutOverwriting)
      }
    } catch {
      console.error(
        console.styler(
          "Error: cannot write the lesson into \(folder.path): \((error as NSError).localizedDescription).",
          .red))
      return .failure
    }
    console.line("Wrote \(folder.path):")
    for file in files { console.line("  \(file.name)") }
    console.paragraph(
      "Its code, scenario and quiz question already run (a meter that copies its level into @State; the "
        + "question asks what the broken meter shows). Replace them with your bug, its fix and your "
        + "questions, write the TODO lines of lesson.md and quiz.json, then prove the pack with "
        + "'lessons pack check \(directory.path)' and try the lesson with "
        + "'lessons \(GlobalOption.pack.spelling) \(directory.path) run \(id)'.")
    return .success
  }
}
