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

  /// Runs `executable` with `arguments` to its end.
  ///
  /// `environment` and `directory` default to this process's. `input` is written to the
  /// command's standard input, which is then closed; without it the command reads
  /// `/dev/null`. Standard error is read after standard output, so a command that fills
  /// the error pipe before it ends its output would block: the commands tested print
  /// little on standard error.
  package static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
    directory: URL? = nil, input: String? = nil, errors: ErrorStream = .separate
  ) throws -> CommandOutput {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let directory { process.currentDirectoryURL = directory }
    let stdin = input.map { _ in Pipe() }
    process.standardInput = stdin ?? FileHandle.nullDevice
    let stdout = Pipe()
    process.standardOutput = stdout
    let stderr = Pipe()
    switch errors {
    case .separate: process.standardError = stderr
    case .merged: process.standardError = stdout
    case .discarded: process.standardError = FileHandle.nullDevice
    }
    try process.run()
    if let stdin, let input {
      try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
      try stdin.fileHandleForWriting.close()
    }
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = errors == .separate ? stderr.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return CommandOutput(
      status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
      standardError: String(decoding: err, as: UTF8.self))
  }

  /// Runs `arguments` through `/usr/bin/env`, so that the first is looked up on `PATH`,
  /// with standard error merged into standard output.
  package static func run(_ arguments: [String]) throws -> CommandOutput {
    try run(URL(fileURLWithPath: "/usr/bin/env"), arguments, errors: .merged)
  }
}
