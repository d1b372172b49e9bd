import Foundation

/// What a command printed and how it ended, for tests that run a program to its end.
package struct CommandOutput: Sendable {
  /// Where the command's standard error goes.
  package enum ErrorStream: Sendable {
    /// Read on its own, into ``CommandOutput/standardError``.
    case separate
    /// Into the same pipe as standard output, interleaved as the command wrote them.
    case merged
    /// To `/dev/null`.
    case discarded
  }

  /// The command's exit status.
  package var status: Int32
  /// Standard output, with standard error in it when it was ``ErrorStream/merged``.
  package var standardOutput: String
  /// Standard error when it was read ``ErrorStream/separate``ly; empty otherwise.
  package var standardError: String

  /// An output with these parts.
  package init(status: Int32, standardOutput: String, standardError: String = "") {
    self.status = status
    self.standardOutput = standardOutput
    self.standardError = standardError
  }

  /// Runs `executable` with `arguments` to its end (``SpawnedCommand``).
  ///
  /// `environment` and `directory` default to this process's. `input` is written to the
  /// command's standard input, which is then closed; without it the command reads
  /// `/dev/null`. The input is written and both outputs are read as the command goes, so
  /// a command may fill either pipe first.
  package static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    directory: URL? = nil, input: String? = nil, errors: ErrorStream = .separate
  ) throws -> CommandOutput {
    let outcome = try SpawnedCommand.run(
      executable.path, arguments, environment: environment, directory: directory?.path,
      input: input.map { Data($0.utf8) }, errors: errors)
    return CommandOutput(
      status: outcome.status, standardOutput: String(decoding: outcome.output, as: UTF8.self),
      standardError: String(decoding: outcome.error, as: UTF8.self))
  }

  /// Runs `arguments` through `/usr/bin/env`, so that the first is looked up on `PATH`,
  /// with standard error merged into standard output.
  package static func run(_ arguments: [String]) throws -> CommandOutput {
    try run(URL(fileURLWithPath: "/usr/bin/env"), arguments, errors: .merged)
  }
}
