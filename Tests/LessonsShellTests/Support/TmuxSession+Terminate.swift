import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TmuxSession {
  /// Kills the session's tmux server and the program in its pane, by pid.
  ///
  /// A belt to `deinit`'s `kill-server`: a server that inherited blocked
  /// signals from the test process can outlive that request.
  func terminate() {
    guard let executable = Self.executable else { return }
    let process = Process()
    process.executableURL = executable
    process.arguments = ["-L", socket, "-f", "/dev/null", "display-message", "-p", "#{pid} #{pane_pid}"]
    process.standardInput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let pids = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap {
      pid_t($0)
    }
    // The pane's program first (its children go with its process group), then the server.
    for pid in pids.reversed() where pid > 1 {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
    }
  }
}
