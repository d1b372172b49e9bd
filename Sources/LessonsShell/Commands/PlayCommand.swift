import ExerciseKit
import Foundation
import LessonKit
import LessonPacks
import StateRuntime

/// `play FILE… | DIR [--root TYPE | --preview NAME] [--xcode 26|27] [--do CMD ...] [--script FILE] [--json]`: mount your own
/// SwiftUI file and watch its invalidation log.
struct PlayCommand: ShellCommand {
  /// What `play FILE ...` asks for, decoded once.
  struct Options {
    /// The files or folders, as typed: one app.
    var paths: [String]
    /// How messages name what is played: the paths, as typed.
    var path: String { paths.joined(separator: " ") }
    /// `--root TYPE`.
    var root: String?
    /// `--preview NAME`.
    var preview: String?
    /// The Xcode whose SwiftUI the runtime reproduces.
    var xcode: XcodeRelease
    /// The Swift language mode: "5" or "6".
    var swiftVersion: String
    /// The `--do` commands, in order.
    var commandLines: [String]
    /// `--script FILE`.
    var scriptPath: String?
    /// The scripted run as JSON.
    var json: Bool
    /// Seconds the program may take, else the default.
    var timeout: Double?
    /// `--why VIEW`: after each command, why that view's body ran, was skipped or went away.
    var why: String?

    /// Whether commands were given (the run exits after them).
    var isScripted: Bool { scriptPath != nil || !commandLines.isEmpty }
  }

  let name = "play"
  let summary = "Mount your own SwiftUI file and poke it, by hand or by script, with the live log."
  let discussion = """
    Compiles FILE against the workbench's runtime (import SwiftUI is read as import StateRuntime) \
    and mounts its root view: --root, else the `App`'s WindowGroup, else the file's #Preview or \
    PreviewProvider (--preview NAME when it has several), else the one View no other view uses. \
    Several files, or a folder (its Swift files, recursively, but hidden and build folders and \
    test targets), are compiled together as one app. In the shell it stays mounted: \
    \(CommandParser.sentence(CommandParser.userActionVerbs + ["tree", "log", "counts", "remount"], conjunction: "and")) \
    work on it as after 'run', \
    and saving any of its files remounts it. With --do (repeatable) or --script FILE (one command per line, \
    # comments) the commands run in order and the tool exits; there 'select [PICKER] OPTION' chooses \
    a picker's option, 'set LABEL VALUE' gives a slider, colour picker, text editor, field or toggle \
    its value, 'submit LABEL' presses Return in a field, 'back' pops the pushed screen and \
    'dismiss' swipes the top sheet or dialog away, and scripts may assert with 'expect LABEL VALUE', \
    'expect-runs VIEW N', 'expect-disabled LABEL', 'expect-absent LABEL', 'expect-warning TEXT', \
    'expect-output TEXT', 'expect-log TEXT' (a line of the last command's log says TEXT), \
    'expect-presented VIEW' (a sheet, alert, dialog or pushed screen of that view or title is on \
    top) and 'expect-focused LABEL' (the field has focus); 'inc LABEL N' steps N times. Exits with 0 when every command ran and every expectation held, 1 when one failed or the \
    code did not compile, crashed or timed out, 2 for a usage error.
    """
  let group = CommandGroup.lessons
  let arguments = ArgumentSpec(
    positionals: [
      PositionalSpec(
        "file", kind: .filePath, arity: .variadic,
        help: "The Swift file to mount; several files, or a folder, are compiled together as one app.")
    ],
    options: Flags.self)

  /// The options `play` takes.
  struct Flags: ParsableOptions {
    @Option(kind: .text, valueName: "type", help: "The View type to mount.") var root: String?
    @Option(
      kind: .text, valueName: "name",
      help: "The preview to mount, by its name or line, when the file has several.")
    var preview: String?
    @Option(kind: XcodeRelease.optionKind, help: XcodeRelease.optionHelp) var xcode: XcodeRelease
    @Option(
      kind: .text, valueName: "5|6",
      help: "The Swift language mode to compile in (default 6; 5 for code written before Swift 6).")
    var swiftVersion: String?
    @Option(
      kind: .text, valueName: "command",
      help: "Run this command (tap Save, type Name \"Ada\", expect Name Ada, ...) and exit; repeatable.")
    var `do`: [String]
    @Option(kind: .filePath, help: "Run the commands in this file, one per line, and exit.") var script:
      String?
    @Flag(help: "Print the scripted run as one JSON object.") var json: Bool
    @Option(kind: .timeoutSeconds, help: "Give up on the program after this long.") var timeout: Double?
    @Option(
      kind: .text, valueName: "view",
      help: "After each command, say why <view>'s body ran, was skipped or went away.")
    var why: String?
  }

  func options(from arguments: ParsedArguments, in context: CommandContext) throws(ShellError) -> Options {
    let flags = arguments.decode(Flags.self)
    if let version = flags.swiftVersion, version != "5", version != "6" {
      throw .invalidChoice(
        command: name, argument: flags.$swiftVersion.spelling, value: version, choices: ["5", "6"])
    }
    if let root = flags.root, flags.preview != nil {
      throw .conflictingArguments(
        command: name, first: "\(flags.$root.spelling) \(root)", second: flags.$preview.spelling)
    }
    if flags.json, flags.do.isEmpty, flags.script == nil {
      throw .conflictingArguments(
        command: name, first: flags.$json.spelling,
        second: "no \(flags.$do.spelling) or \(flags.$script.spelling)")
    }
    let paths = arguments.values("file")
    guard !paths.isEmpty else { throw .missingArgument(command: name, name: "file") }
    return Options(
      paths: paths, root: flags.root, preview: flags.preview, xcode: flags.xcode,
      swiftVersion: flags.swiftVersion ?? "6", commandLines: flags.do, scriptPath: flags.script,
      json: flags.json,
      timeout: flags.timeout, why: flags.why)
  }

  func run(_ given: Options, in context: CommandContext) async -> ExitCode {
    let path = given.path
    let console = context.console
    for typed in given.paths where !FileManager.default.fileExists(atPath: PlayLauncher.fileURL(typed).path) {
      console.error(console.styler("Error: There is no file '\(typed)' to play.", .red))
      return .usageError
    }
    let sources = PlaySources(given.paths.map(PlayLauncher.fileURL))
    let files: [URL]
    do throws(ExerciseError) {
      files = try sources.files()
    } catch {
      console.error(console.styler("Error: " + error.description, .red))
      return .usageError
    }
    // The script first: a typo in it is a usage error, found before compiling anything.
    var commands: [LessonKit.Command] = []
    do throws(CommandError) {
      if let script = given.scriptPath {
        guard let text = try? String(contentsOf: PlayLauncher.fileURL(script), encoding: .utf8) else {
          console.error(console.styler("Error: Cannot read the script '\(script)'.", .red))
          return .usageError
        }
        commands += try CommandParser.parseScript(text)
      }
      for (index, line) in given.commandLines.enumerated() {
        if let command = try CommandParser.parse(line, line: index + 1) { commands.append(command) }
      }
    } catch {
      let source = given.scriptPath.map { "\($0), " } ?? "\(Flags.declared.$do.spelling), "
      console.error(console.styler("Error: " + source + error.description, .red))
      return .usageError
    }
    let scripted = given.isScripted
    var limits = CheckOptions()
    if let timeout = given.timeout { limits.timeout = timeout }
    var options = PlayOptions(
      root: given.root, preview: given.preview, xcode: given.xcode.rawValue, limits: limits)
    options.swiftVersion = given.swiftVersion

    if !scripted && context.mode.isShell {
      let status = await PlayScenario.mount(
        sources: sources, displayPath: path, options: options, in: context)
      guard status == .success, let view = given.why else { return status }
      return await WhyCommand().run(view, in: context)
    }
    var transcript: PlayTranscript
    switch await PlayLauncher.compile(files, options: options, in: context) {
    case .failure(.noProject): return .failure
    case .failure(.unusable(let error)):
      if case .playAmbiguousRoot = error { return .usageError }
      if case .playUnknownRoot = error { return .usageError }
      return .failure
    case .failure(.compileError(let failed)):
      transcript = failed
    case .success(let program):
      let outcome = await ExerciseCommandSupport.run(in: context) { _ in
      } _: { [commands] _, _, cancellation throws(ExerciseError) in
        try PlayScriptRun.transcript(
          of: scripted ? commands : [.tree],
          run: { (served) throws(ExerciseError) in try program.run(served, cancellation: cancellation) },
          root: program.root, notes: program.notes)
      }
      switch outcome {
      case .failure(.cancelled) where !context.mode.isShell:
        console.error("Interrupted.")
        return .interrupted
      case .failure(let error):
        ExerciseCommandSupport.report(error, in: context)
        return .failure
      case .success(let value):
        transcript = value
      }
    }
    if let view = given.why, transcript.status != .compileError {
      for index in transcript.steps.indices {
        let step = transcript.steps[index]
        let explanations = BodyRunExplanation.explanations(of: view, in: step.events, trigger: step.command)
        transcript.steps[index].why = explanations.isEmpty ? nil : explanations.map(WhyTranscript.init)
      }
      if transcript.steps.allSatisfy({ $0.why == nil }) {
        let known = BodyRunExplanation.explainableViews(in: transcript.steps.flatMap(\.events))
        console.error("Error: " + WhyRenderer.unknownView(view, known: known, source: "this run"))
        return .usageError
      }
    }
    if given.json {
      console.line(PlayJSON.text(transcript))
    } else {
      PlayReportText.print(transcript, file: path, console: console, why: given.why)
      if !scripted && transcript.status == .ok {
        console.line(
          console.styler(
            "Poke it in the shell (`lessons`, then `play \(path)`), or pass \(Flags.declared.$do.spelling) "
              + "\"tap LABEL\" or \(Flags.declared.$script.spelling) FILE.",
            .dim))
      }
    }
    return transcript.status == .ok ? .success : .failure
  }
}
