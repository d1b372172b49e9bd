import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `chromium` on PATH (Debian's package; on macOS one linked there), run headless for one page, in a process group of its
/// own that is killed as a whole afterwards: no browser process outlives a test.
enum HeadlessChromium {
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    for name in ["chromium", "chromium-browser"] {
      for folder in folders {
        let candidate = URL(fileURLWithPath: folder).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      }
    }
    return nil
  }()

  /// The DOM of `url` after its scripts ran, as Chromium serialises it.
  static func dumpDOM(_ url: String) throws -> String {
    try run(["--dump-dom", url])
  }

  /// The DOM of `url` after its scripts ran in a viewport (`innerWidth` × `innerHeight`) of
  /// `width` × `height`. With `--dump-dom` headless Chromium keeps room for a window frame
  /// inside `--window-size` (`innerHeight` is 633 for 720), so the window is made taller by
  /// what a probe page measures the frame to be.
  static func dumpDOM(_ url: String, width: Int, height: Int) throws -> String {
    let frame = try windowFrameHeight()
    return try run(["--hide-scrollbars", "--window-size=\(width),\(height + frame)", "--dump-dom", url])
  }

  nonisolated(unsafe) private static var frameHeight: Int?

  /// The frame is what the window asked for lacks inside (`600 - innerHeight` for a 600 tall
  /// window), not `outerHeight - innerHeight`: on a loaded machine the page's script can run
  /// before `outerHeight` is set, and a frame of 0 made every later page 87 px too short. A
  /// reading outside 1…300 is taken again, up to three times.
  private static func windowFrameHeight() throws -> Int {
    if let frameHeight { return frameHeight }
    let page = FileManager.default.temporaryDirectory.appendingPathComponent(
      "frame-\(UUID().uuidString).html")
    try "<body><script>document.body.textContent = 'frame=' + (600 - innerHeight) + ';';</script></body>"
      .write(to: page, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: page) }
    var height = 0
    for _ in 0..<3 {
      let dom = try run(["--hide-scrollbars", "--window-size=800,600", "--dump-dom", page.absoluteString])
      let value = dom.firstRange(of: "frame=").map {
        dom[$0.upperBound...].prefix { $0.isNumber || $0 == "-" }
      }
      height = value.flatMap { Int($0) } ?? 0
      if (1...300).contains(height) { break }
    }
    frameHeight = height
    return height
  }

  /// Saves a PNG of `url` at `width` × `height` to `file`.
  static func screenshot(_ url: String, to file: URL, width: Int = 1280, height: Int = 860) throws {
    _ = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", url])
  }

  private static func run(_ arguments: [String], timeout: TimeInterval = 60) throws -> String {
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chromium-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appendingPathComponent("stdout")
    let flags = [
      // Root (CI containers) needs --no-sandbox; the virtual time budget lets the page's script run.
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
      "--user-data-dir=\(scratch.appendingPathComponent("profile").path)", "--virtual-time-budget=5000",
    ]

    // Darwin's spawn types are opaque pointers the init calls allocate; glibc's are structs.
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
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A group of its own (pgid = its pid), so every helper process it forks can be killed at once.
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

    let argv = ([executable.path] + flags + arguments).map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for string in argv + envp { free(string) }
    }
    var pid: pid_t = 0
    let error = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
    guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
    groups.append(pid)
    defer { kill(-pid, SIGKILL) }

    let deadline = Date().addingTimeInterval(timeout)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Date() > deadline {
        kill(-pid, SIGKILL)
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: "chromium timed out"])
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  /// The process groups of the runs so far; a test checks that none of them has a live member.
  nonisolated(unsafe) static var groups: [pid_t] = []

  /// Browser processes still alive (zombies waiting to be reaped do not count) in the groups runs started.
  ///
  /// Only those whose command line is Chromium's: pids wrap at `pid_max` (32768 here) in a long
  /// suite, and a later process of another test that leads a group of its own can take the number
  /// of a browser group that ended long ago. (A fresh-clone CI run once counted three survivors
  /// 5 s after the kill, whose command lines it did not record; reuse is the likely reading.)
  static func survivors() -> [pid_t] {
    ProcessTable.entries().filter { $0.isLive && groups.contains($0.group) && $0.command.contains("chrom") }
      .map(\.pid)
  }
}
