import Foundation

/// Opens a file in the learner's editor and waits for it to exit.
///
/// Runs `/bin/sh -c 'CMD "$1"' sh FILE`, so that the command may carry its own arguments
/// (`code --wait`) while the path stays one argument, whatever characters it holds. The
/// editor shares the terminal (standard input, output and error), as a terminal editor needs.
enum EditorLauncher {
  /// How the editor ended.
  enum Outcome: Sendable, Equatable {
    /// It exited with status 0.
    case closed
    /// It exited with this status (127: the shell did not find the command).
    case failed(status: Int32)
    /// It could not be started at all.
    case notStarted(reason: String)
  }

  /// Opens `file` with `editor` in `environment`, blocking until the editor exits.
  static func open(_ file: String, with editor: EditorChoice, environment: [String: String]) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", editor.command + " \"$1\"", "sh", file]
    process.environment = environment
    do {
      try process.run()
    } catch {
      return .notStarted(reason: (error as NSError).localizedDescription)
    }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? .closed : .failed(status: process.terminationStatus)
  }

  /// One line saying how `outcome` went, or `nil` when the editor closed normally.
  static func problem(_ outcome: Outcome, editor: EditorChoice) -> String? {
    switch outcome {
    case .closed: nil
    case .failed(127):
      "The editor '\(editor.command)' (from \(editor.source)) was not found: set \(editor.source) "
        + "to an editor on your PATH."
    case .failed(let status): "The editor '\(editor.command)' exited with status \(status)."
    case .notStarted(let reason): "The editor '\(editor.command)' could not be started: \(reason)."
    }
  }
}
