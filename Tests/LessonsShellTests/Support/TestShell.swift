import Foundation
import LessonPacks
import TestSupport
import WorkbenchSupport

@testable import LessonsShell

/// A shell wired to captured output and a throwaway state directory.
@MainActor
final class TestShell {
  let output = CapturedOutput()
  let session: ShellSession
  let context: CommandContext
  private let stateURL: URL

  deinit {
    try? FileManager.default.removeItem(at: stateURL)
  }

  /// - Parameters:
  ///   - compiling: whether the shell finds the toolchain on `PATH` and keeps its programs in
  ///     the suite's shared cache, as every lesson needs to run (its program is compiled as
  ///     `play` compiles a file); `false` for a shell with an empty environment.
  ///   - course: the folder whose lessons are the course (``ProjectCopy/fixtureCourse``), or
  ///     `nil` for the checkout's `Lessons/`; ignored when `catalog` is given.
  init(
    mode: ShellMode = .script, width: Int = 80, scenario: FakeScenario? = nil, openLesson: String? = nil,
    extraCommands: [any ShellCommand] = [], catalog: (any CatalogProvider)? = nil, compiling: Bool = true,
    course: URL? = nil
  ) {
    session = ShellSession(currentLessonID: openLesson, mountedScenario: scenario)
    // A state directory per shell: one shell's `run` (noted for the `[~]` marks) must not show in another's `list`.
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-shell-tests-\(UUID().uuidString)")
    stateURL = state
    context = CommandContext(
      console: Console(sink: output, width: width), session: session,
      catalog: catalog
        ?? WorkbenchCatalog(
          stateDirectory: StateDirectory(url: state, cacheURL: state),
          course: course.map { LessonPack.course(in: $0) } ?? LessonPack.course()),
      registry: CommandRegistry(commands: CommandRegistry.standard.commands + extraCommands), mode: mode,
      stateDirectory: StateDirectory(url: state, cacheURL: compiling ? ScratchProject.sharedCache : state),
      // The learner's files in the state directory too: a command that meets an exercise
      // (`check`, `restore`, the fuzz's random lines) must not touch the checkout's `Exercises/`,
      // where a developer's own work is.
      environment: ["LESSONS_WORKSPACE": state.appendingPathComponent("Exercises").path].merging(
        compiling ? ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""] : [:]
      ) { $1 })
  }

  /// Feeds `script` to the shell loop as piped input.
  func run(script: String) async -> ExitCode {
    await ShellLoop(context: context, reader: StreamLineReader(text: script)).run()
  }

  /// Feeds raw bytes to the shell loop as piped input.
  func run(bytes: [UInt8]) async -> ExitCode {
    await ShellLoop(context: context, reader: StreamLineReader(bytes: bytes)).run()
  }

  /// Runs one command line the way `lessons ARGS...` does.
  func execute(_ words: [String]) async -> ExitCode {
    await CommandDispatcher(context: context).execute(words)
  }

  /// Parses a shell line with the shared parser.
  func parse(_ line: String) throws(ShellError) -> ParsedLine {
    try CommandLineParser(context: context).parse(ShellError.words(of: line)).line
  }
}
