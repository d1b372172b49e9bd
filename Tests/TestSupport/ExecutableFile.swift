import Foundation

/// Programs a test writes, such as scripts that stand in for a compiler or a tool.
///
/// They are copied into place by a child `cp`, not written by this process: a program
/// this (multithreaded) process wrote could still be open for writing in a child that
/// another test's thread forked at that moment, and running it would then fail as
/// "text file busy".
package enum ExecutableFile {
  /// A `cp` that did not end well.
  package struct Failure: Error, CustomStringConvertible {
    package let description: String
  }

  /// Copies `source` to `destination` with mode 755.
  ///
  /// The child runs through ``SpawnedCommand`` (`posix_spawn`, `waitpid`), not Foundation's
  /// `Process`: on a clean clone its wait for this `cp` never returned once (every other
  /// test of the process had ended), and twice the process died of SIGPIPE at the same place.
  package static func install(_ source: URL, at destination: URL) throws {
    let copy = try SpawnedCommand.run(
      "/bin/sh", ["-c", "cp \"$0\" \"$1\" && chmod 755 \"$1\"", source.path, destination.path],
      errors: .merged)
    guard copy.status == 0 else {
      throw Failure(
        description: "copying \(source.path) to \(destination.path) failed (exit status \(copy.status)): "
          + String(decoding: copy.output, as: UTF8.self))
    }
  }

  /// Writes `text` beside `destination` (as `NAME.txt`) and installs it at `destination`.
  package static func write(_ text: String, to destination: URL) throws {
    let source = destination.deletingLastPathComponent()
      .appendingPathComponent(destination.lastPathComponent + ".txt")
    try Data(text.utf8).write(to: source)
    try install(source, at: destination)
  }

  /// A `swiftc` in `folder` that never answers, and starts a helper that would outlive it:
  /// both are `/bin/sleep MARK`, so ``ProcessTable/survivors(containing:within:)`` finds them.
  package static func hangingCompiler(in folder: URL, mark: String) throws -> URL {
    let script = folder.appendingPathComponent("swiftc")
    try write("#!/bin/sh\n/bin/sleep \(mark) &\n/bin/sleep \(mark)\n", to: script)
    return script
  }
}
