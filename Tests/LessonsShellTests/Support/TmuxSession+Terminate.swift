import Foundation
import TestSupport

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
    guard
      let shown = try? CommandOutput.run(
        executable, ["-L", socket, "-f", "/dev/null", "display-message", "-p", "#{pid} #{pane_pid}"],
        errors: .discarded)
    else { return }
    let pids = shown.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { pid_t($0) }
    // The pane's program first (its children go with its process group), then the server.
    for pid in pids.reversed() where pid > 1 {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
    }
  }
}
