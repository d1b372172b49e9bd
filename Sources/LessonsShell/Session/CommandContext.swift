import WorkbenchSupport

/// Everything a command may use while it runs.
@MainActor
public struct CommandContext {
  /// Where output goes, styled for the destination.
  public var console: Console
  /// The open lesson and mounted scenario.
  public var session: ShellSession
  /// Lesson and exercise ids, titles and progress marks.
  public var catalog: any CatalogProvider
  /// All commands, for `help` and completion.
  public var registry: CommandRegistry
  /// How the tool was started.
  public var mode: ShellMode
  /// Where progress and history live.
  public var stateDirectory: StateDirectory
  /// The process environment (injected so tests control it).
  public var environment: [String: String]

  /// A context; ``LessonsShell/main(arguments:environment:catalog:registry:)`` builds the real one.
  public init(
    console: Console, session: ShellSession, catalog: any CatalogProvider,
    registry: CommandRegistry, mode: ShellMode, stateDirectory: StateDirectory,
    environment: [String: String]
  ) {
    self.console = console
    self.session = session
    self.catalog = catalog
    self.registry = registry
    self.mode = mode
    self.stateDirectory = stateDirectory
    self.environment = environment
  }

  /// How to type `command` here: `lessons run` outside the shell, `run` inside.
  public func spelling(of command: String) -> String {
    mode.commandPrefix + command
  }
}
