import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A detached tmux session on its own server socket: a real pseudo-terminal for tests.
///
/// Each session gets a private `-L` socket, so tests never touch anyone's tmux. The
/// server is killed when the session is released, whatever path the test took:
/// `kill-server` through a plain `posix_spawn` (Foundation's `Process` in a `deinit`
/// left servers running), then `SIGKILL` to the server and the pane's process group,
/// in case the server did not answer.
final class TmuxSession {
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return (path.split(separator: ":") + ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin"])
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  let socket = "lessons-test-\(UUID().uuidString.prefix(8))"
  private var serverPID: Int32?
  private var panePID: Int32?
  private var closed = false

  /// Starts `command` (run by `sh -c`) in a `columns` × `rows` window.
  init(command: String, columns: Int = 100, rows: Int = 30) throws {
    guard let executable = Self.executable else { throw CocoaError(.fileNoSuchFile) }
    // This call forks the tmux server, which must inherit nothing from the test process.
    try DetachedSpawn.run(
      executable,
      [
        "-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(columns)", "-y",
        "\(rows)", command,
      ])
    let pids = (try? tmux(["display-message", "-p", "-t", "main", "#{pid} #{pane_pid}"])) ?? ""
    let numbers = pids.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int32($0) }
    serverPID = numbers.first
    panePID = numbers.dropFirst().first
  }

  deinit {
    close()
  }

  /// Kills the server and everything in its pane; safe to call more than once.
  func close() {
    guard !closed, let executable = Self.executable else { return }
    closed = true
    _ = try? DetachedSpawn.run(executable, ["-L", socket, "-f", "/dev/null", "kill-server"])
    if let panePID { kill(-panePID, SIGKILL) }
    if let serverPID { kill(serverPID, SIGKILL) }
    let socketPath = "/tmp/tmux-\(getuid())/\(socket)"
    unlink(socketPath)
  }

  /// Sends keys by tmux name (`Tab`, `Up`, `C-c`, `Enter`) or as words.
  func send(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "main"] + keys)
  }

  /// Types `text` literally, byte for byte (UTF-8 included).
  func type(_ text: String) throws {
    try tmux(["send-keys", "-t", "main", "-l", "--", text])
  }

  /// The visible screen, trailing blank lines removed; with `escapes`, colours appear as SGR codes.
  func screen(escapes: Bool = false) throws -> String {
    let text = try tmux(["capture-pane", "-p", "-t", "main"] + (escapes ? ["-e"] : []))
    return text.replacingOccurrences(of: "\\n+$", with: "\n", options: .regularExpression)
  }

  /// Polls the screen until `condition` holds; returns the last screen either way.
  @discardableResult
  // Generous: the wait ends as soon as the condition holds, and a loaded two-core
  // machine running the whole suite can take many seconds to draw a screen.
  func waitFor(timeout: Duration = .seconds(30), _ condition: (String) -> Bool) throws -> String {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last = try screen()
    while !condition(last) && clock.now < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      last = try screen()
    }
    return last
  }

  /// Waits until the shell's prompt is the last line, so the next keys reach line editing;
  /// a wait that runs out is a test failure that shows the screen.
  ///
  /// Keys sent while a command still runs meet the terminal in cooked mode, where
  /// Ctrl-D is taken as end-of-file by the tty and reaches libedit as a NUL: typed
  /// ahead, it is lost. libedit switches to raw mode before it draws the prompt, so a
  /// drawn prompt means the keys will be read as keys. A person waits for it too.
  /// A marker that scrolled off the screen is not found: the wait would run out, and the
  /// prompt after it alone cannot tell the command's output from an earlier one's.
  @discardableResult
  func waitForPrompt(
    after marker: String = "", sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    func prompted(_ screen: String) -> Bool {
      let last = screen.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      // `contains("")` is false, so an empty marker is tested apart.
      return (marker.isEmpty || screen.contains(marker)) && last.hasPrefix("lessons") && last.hasSuffix(">")
    }
    let screen = try waitFor(prompted)
    if !prompted(screen) {
      Issue.record(
        "no prompt\(marker.isEmpty ? "" : " after \"\(marker)\"") on the screen:\n\(screen)",
        sourceLocation: sourceLocation)
    }
    return screen
  }

  /// Ends the shell with Ctrl-D at its prompt; returns the screen once the exit status shows.
  func endWithControlD() throws -> String {
    try waitForPrompt()
    try send("C-d")
    return try waitFor { $0.contains("[exit ") }
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    guard let executable = Self.executable else { throw CocoaError(.fileNoSuchFile) }
    return try CommandOutput.run(
      executable, ["-L", socket, "-f", "/dev/null"] + arguments, errors: .discarded
    ).standardOutput
  }

}
