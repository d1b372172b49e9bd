import WorkbenchSupport

/// Everything a command may use while it runs.
@MainActor
package struct CommandContext {
  /// Where output goes, styled for the destination.
  package var console: Console
  /// The open lesson and mounted scenario.
  package var session: ShellSession
  /// Lesson and exercise ids, titles and progress marks.
  package var catalog: any CatalogProvider
  /// All commands, for `help` and completion.
  package var registry: CommandRegistry
  /// How the tool was started.
  package var mode: ShellMode
  /// Where progress and history live.
  package var stateDirectory: StateDirectory
  /// The process environment (injected so tests control it).
  package var environment: [String: String]

  /// A context; ``LessonsShell/main(arguments:environment:catalog:registry:)`` builds the real one.
  package init(
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
  package func spelling(of command: String) -> String {
    mode.commandPrefix + command
  }
}
