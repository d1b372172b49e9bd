import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
  /// The child is started with `posix_spawn` and waited for with `waitpid`, as the tool
  /// starts its own, not with Foundation's `Process`: on a clean clone its wait for this
  /// `cp` never returned once (every other test of the process had ended), and twice the
  /// process died of SIGPIPE at the same place.
  package static func install(_ source: URL, at destination: URL) throws {
    let arguments = ["/bin/sh", "-c", "cp \"$0\" \"$1\" && chmod 755 \"$1\"", source.path, destination.path]
    var argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ)
    guard spawned == 0 else {
      throw Failure(
        description: "could not start /bin/sh to copy \(source.path): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // Exited (the low seven bits 0) with status 0.
    guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
      throw Failure(
        description: "copying \(source.path) to \(destination.path) failed (wait status \(status))")
    }
  }

  /// Writes `text` beside `destination` (as `NAME.txt`) and installs it at `destination`.
  package static func write(_ text: String, to destination: URL) throws {
    let source = destination.deletingLastPathComponent()
      .appendingPathComponent(destination.lastPathComponent + ".txt")
    try Data(text.utf8).write(to: source)
    try install(source, at: destination)
  }
}
