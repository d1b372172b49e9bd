import ExerciseKit
import Foundation
import LessonPacks
import WorkbenchSupport

/// The `lessons` tool's entry point: one command from the arguments, or the shell.
///
/// ```swift
/// // Sources/lessons/main.swift
/// exit(await LessonsShell.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
/// ```
package enum LessonsShell {
  /// Runs the tool and returns its exit status.
  ///
  /// With arguments, runs that one command. With none, opens the shell: libedit
  /// when stdin and stdout are terminals, otherwise one command per piped line.
  /// The catalog defaults to ``WorkbenchCatalog``, the lessons and exercises shipped,
  /// with the packs that leading `--pack DIR` options and `LESSONS_PATH` name.
  @MainActor
  package static func main(
    arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    catalog: (any CatalogProvider)? = nil,
    registry: CommandRegistry = .standard
  ) async -> ExitCode {
    // A `kill` or a closed terminal ends the tool; its compiles and programs, each in a
    // process group of its own, end first (RunningChildGroups).
    RunningChildGroups.endWithTheTool()
    let sources: PackSources
    do {
      sources = try PackSources.parse(
        arguments, environment: environment,
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    } catch {
      FileHandle.standardError.write(Data("Error: \(error.message)\n".utf8))
      return .usageError
    }
    let arguments = sources.arguments
    let opensShell = arguments.allSatisfy { CommandLineParser.displayFlags.contains($0) }
    let stdoutIsTerminal = Terminal.isTerminal(STDOUT_FILENO)
    let mode: ShellMode =
      !opensShell
      ? .command : (Terminal.isTerminal(STDIN_FILENO) && stdoutIsTerminal ? .interactive : .script)

    let allowsColor =
      mode != .script
      && ColorPolicy.allowsColor(
        isTerminal: stdoutIsTerminal, environment: environment,
        noColorFlag: arguments.contains(GlobalOption.noColor.spelling))
    let console = Console(
      sink: StandardOutputSink(), styler: Styler(isEnabled: allowsColor),
      width: { stdoutIsTerminal ? Terminal.columns(of: STDOUT_FILENO, environment: environment) : 80 })
    if PlainText.isWanted(
      flag: arguments.contains(GlobalOption.plain.spelling), environment: environment,
      isTerminal: stdoutIsTerminal)
    {
      console.isPlain = true
    }
    let stateDirectory = StateDirectory(environment: environment)
    let context = CommandContext(
      console: console, session: ShellSession(echoesInput: arguments.contains(GlobalOption.echo.spelling)),
      catalog: catalog
        ?? WorkbenchCatalog.project(
          stateDirectory: stateDirectory, packs: sources.folders.map { LessonPack.load($0) }),
      registry: registry, mode: mode,
      stateDirectory: stateDirectory, environment: environment)

    switch mode {
    case .command:
      return await CommandDispatcher(context: context).execute(arguments)
    case .script:
      return await ShellLoop(context: context, reader: StreamLineReader()).run()
    case .interactive:
      let reader = EditLineReader(
        historyPath: stateDirectory.stateFile("history").path,
        prepareHistoryDirectory: { (try? stateDirectory.createIfNeeded()) != nil },
        completion: CompletionEngine(context: context))
      console.paragraph(
        "\(ToolInfo.name) \(ToolInfo.version): type 'help' for commands, Tab to complete, 'quit' to leave.")
      return await ShellLoop(context: context, reader: reader, cancelsOnInterrupt: true).run()
    }
  }
}
