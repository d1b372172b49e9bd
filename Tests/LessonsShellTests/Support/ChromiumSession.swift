import Foundation
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One headless Chromium driven over its DevTools pipe (`--remote-debugging-pipe`: the browser
/// reads commands from its descriptor 3 and writes replies and events to its descriptor 4, each
/// message JSON ended by a NUL), so that one browser serves every page a test process loads.
///
/// A launch costs about a second of CPU; a page in a running browser about a fifth of that
/// (measured on 2026-12-07: the suite's 14 launches were some 17 s of its CPU).
///
/// The browser runs in a process group of its own and ends with its pipe: ``end()`` closes
/// the pipe and kills the group, and a test process that exits without calling it closes the
/// pipe all the same, which Chromium takes as the signal to quit.
final class ChromiumSession: @unchecked Sendable {
  /// What went wrong talking to the browser.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The browser's process id, which is also its process group's.
  let pid: pid_t
  /// Our end of the pipe the browser reads commands from.
  private var commands: Int32
  /// Our end of the pipe the browser writes to.
  private let replies: Int32
  /// The browser's profile folder (`--user-data-dir`), removed when it ends.
  let profile: URL
  /// Bytes read past the last whole message.
  private var unread: [UInt8] = []
  private var lastID = 0
  /// Events read while a reply was awaited, for a later ``waitForEvent(_:session:deadline:)``.
  private var events: [[String: Any]] = []

  /// Starts `executable` headless, with an empty profile of its own.
  init(executable: URL) throws {
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
    let toBrowser = try Self.pipePair()
    let fromBrowser = try Self.pipePair()

    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // dup2 leaves the copies open across exec; every end keeps its close-on-exec flag.
    posix_spawn_file_actions_adddup2(&actions, toBrowser.read, 3)
    posix_spawn_file_actions_adddup2(&actions, fromBrowser.write, 4)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A group of its own (pgid = its pid), so that every helper process it forks goes with it.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let flags = [
      // Root (CI containers) needs --no-sandbox. No scrollbars: a page is measured and pictured
      // at the viewport it was given, as the one-page runs did it.
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
      "--hide-scrollbars",
      "--user-data-dir=\(profile.path)", "--remote-debugging-pipe", "about:blank",
    ]
    let argv = ([executable.path] + flags).map { strdup($0) } + [nil]
    // Its own temporary folder in the profile: Chromium keeps its singleton's socket in a
    // `$TMPDIR/org.chromium.Chromium.*` folder, which a killed browser leaves behind.
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = profile.path
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for string in argv + envp { free(string) }
    }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    _ = close(toBrowser.read)
    _ = close(fromBrowser.write)
    guard error == 0 else {
      _ = close(toBrowser.write)
      _ = close(fromBrowser.read)
      try? FileManager.default.removeItem(at: profile)
      throw Failure(
        description: "\(executable.path) could not be started: \(String(cString: strerror(error)))")
    }
    self.pid = pid
    commands = toBrowser.write
    replies = fromBrowser.read
  }

  /// A pipe whose two ends are above the standard descriptors and 3 and 4 (so that dup2 onto
  /// those makes a copy) and close on exec.
  private static func pipePair() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw Failure(description: "no pipe: \(String(cString: strerror(errno)))") }
    let moved = ends.map { end -> Int32 in
      let copy = fcntl(end, F_DUPFD_CLOEXEC, 10)
      _ = close(end)
      return copy
    }
    guard moved.allSatisfy({ $0 >= 0 }) else { throw Failure(description: "no descriptor for the pipe") }
    return (moved[0], moved[1])
  }

  /// Sends `method` with `params` (to the page attached as `session`, or to the browser) and
  /// returns its result; a reply with an error, or none by `deadline`, throws.
  @discardableResult
  func call(_ method: String, _ params: [String: Any] = [:], session: String? = nil, deadline: Date) throws
    -> [String: Any]
  {
    lastID += 1
    let id = lastID
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if let session { message["sessionId"] = session }
    let bytes = try JSONSerialization.data(withJSONObject: message) + [0]
    guard PipeWriter.writeAll(bytes, to: commands) else {
      throw Failure(description: "the browser stopped reading (\(method))")
    }
    while true {
      let reply = try readMessage(deadline: deadline, waitingFor: method)
      guard reply["id"] as? Int == id else {
        if reply["method"] != nil { events.append(reply) }
        continue
      }
      if let error = reply["error"] as? [String: Any] {
        throw Failure(description: "\(method) failed: \(error["message"] as? String ?? "\(error)")")
      }
      return reply["result"] as? [String: Any] ?? [:]
    }
  }

  /// Waits for the event `method` of the page attached as `session`, by `deadline`.
  @discardableResult
  func waitForEvent(_ method: String, session: String, deadline: Date) throws -> [String: Any] {
    try waitForEvent(method, deadline: deadline) { $0["sessionId"] as? String == session }
  }

  /// Waits for the event `method` that `belongs` says is the one, by `deadline`.
  @discardableResult
  func waitForEvent(_ method: String, deadline: Date, where belongs: ([String: Any]) -> Bool) throws
    -> [String: Any]
  {
    func matches(_ event: [String: Any]) -> Bool {
      event["method"] as? String == method && belongs(event)
    }
    if let index = events.firstIndex(where: matches) { return events.remove(at: index) }
    while true {
      let event = try readMessage(deadline: deadline, waitingFor: method)
      if matches(event) { return event }
      if event["method"] != nil { events.append(event) }
    }
  }

  /// Drops the events kept for the page attached as `session`, and the browser's own (once
  /// the page is closed).
  func forgetEvents(of session: String) {
    events.removeAll { $0["sessionId"] == nil || $0["sessionId"] as? String == session }
  }

  /// The next whole message the browser wrote.
  private func readMessage(deadline: Date, waitingFor what: String) throws -> [String: Any] {
    while true {
      if let end = unread.firstIndex(of: 0) {
        let body = Data(unread[..<end])
        unread.removeSubrange(...end)
        guard let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
          throw Failure(description: "the browser wrote something that is not a DevTools message")
        }
        return message
      }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { throw Failure(description: "the browser did not answer in time (\(what))") }
      var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining, 1) * 1000))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 65_536)
      let count = read(replies, &chunk, chunk.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { throw Failure(description: "the browser closed its pipe (\(what))") }
      unread += chunk[..<count]
    }
  }

  /// Closes our end of the pipe the browser reads, as the test process's exit does: the
  /// browser takes it as the signal to quit.
  func closePipe() {
    guard commands >= 0 else { return }
    _ = close(commands)
    commands = -1
  }

  /// Ends the browser: its pipe closed (which it takes as the signal to quit), then its whole
  /// process group killed and reaped, and its profile removed.
  func end() {
    closePipe()
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    _ = close(replies)
    Self.removeProfile(profile.path)
  }

  /// Removes the profile folder at `path` of a browser just killed: its helpers go a moment
  /// after the signal, and one still writing there can leave it half-removed, so the removal
  /// is tried again for a second at most.
  static func removeProfile(_ path: String) {
    for _ in 0..<100 {
      try? FileManager.default.removeItem(atPath: path)
      if !FileManager.default.fileExists(atPath: path) { return }
      usleep(10_000)
    }
  }
}
