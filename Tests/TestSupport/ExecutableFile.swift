import Foundation

/// Programs a test writes, such as scripts that stand in for a compiler or a tool.
///
/// They are copied into place by a child `cp`, not written by this process: a program
/// this (multithreaded) process wrote could still be open for writing in a child that
/// another test's thread forked at that moment, and running it would then fail as
/// "text file busy".
package enum ExecutableFile {
  /// Copies `source` to `destination` with mode 755.
  package static func install(_ source: URL, at destination: URL) throws {
    let copy = Process()
    copy.executableURL = URL(fileURLWithPath: "/bin/sh")
    copy.arguments = ["-c", "cp \"$0\" \"$1\" && chmod 755 \"$1\"", source.path, destination.path]
    try copy.run()
    copy.waitUntilExit()
  }

  /// Writes `text` beside `destination` (as `NAME.txt`) and installs it at `destination`.
  package static func write(_ text: String, to destination: URL) throws {
    let source = destination.deletingLastPathComponent()
      .appendingPathComponent(destination.lastPathComponent + ".txt")
    try Data(text.utf8).write(to: source)
    try install(source, at: destination)
  }
}
