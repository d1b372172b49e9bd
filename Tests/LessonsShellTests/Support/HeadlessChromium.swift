import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `chromium` on PATH (Debian's package; on macOS one linked there), run headless: one browser
/// for the whole test process (``ChromiumSession``), each page loaded in a tab of its own that is
/// closed afterwards. The browser ends with the process: its pipe closes, and an `atexit`
/// handler kills its process group as well.
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
    try withPage(url, width: nil, height: nil) { browser, session, deadline in
      try dom(of: session, in: browser, deadline: deadline)
    }
  }

  /// The DOM of `url` after its scripts ran in a viewport (`innerWidth` × `innerHeight`) of
  /// `width` × `height`: the tab's metrics are set to it, so no window frame takes a share.
  static func dumpDOM(_ url: String, width: Int, height: Int) throws -> String {
    try withPage(url, width: width, height: height) { browser, session, deadline in
      try dom(of: session, in: browser, deadline: deadline)
    }
  }

  /// Saves a PNG of `url` at `width` × `height` to `file`.
  static func screenshot(_ url: String, to file: URL, width: Int = 1280, height: Int = 860) throws {
    let data = try withPage(url, width: width, height: height) { browser, session, deadline in
      let result = try browser.call(
        "Page.captureScreenshot", ["format": "png"], session: session, deadline: deadline)
      guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else {
        throw ChromiumSession.Failure(description: "the screenshot came back without PNG data")
      }
      return data
    }
    try data.write(to: file)
  }

  /// The tabs open in this process's browser but the blank one it starts with: none once the
  /// pages a test loaded are done. Zero when no browser runs.
  static func openPages() throws -> Int {
    try lock.withLock {
      guard let browser = shared else { return 0 }
      let targets = try browser.call("Target.getTargets", deadline: Date().addingTimeInterval(10))
      let pages = (targets["targetInfos"] as? [[String: Any]] ?? []).filter {
        $0["type"] as? String == "page" && $0["url"] as? String != "about:blank"
      }
      return pages.count
    }
  }

  /// `document.documentElement.outerHTML` of the page attached as `session`, what
  /// `--dump-dom` prints.
  private static func dom(of session: String, in browser: ChromiumSession, deadline: Date) throws -> String {
    let result = try browser.call(
      "Runtime.evaluate", ["expression": "document.documentElement.outerHTML", "returnByValue": true],
      session: session, deadline: deadline)
    guard let value = (result["result"] as? [String: Any])?["value"] as? String else {
      throw ChromiumSession.Failure(description: "the page's DOM could not be read")
    }
    return value
  }

  /// Loads `url` in a new tab (of `width` × `height` when given), lets its scripts run, hands
  /// it to `body`, and closes it. One page at a time: the browser's pipe is one conversation.
  ///
  /// As `--virtual-time-budget=5000` did: after the load event the page's clock runs 5 s of
  /// virtual time (timers fire without the wait), and then the page is read.
  private static func withPage<Result>(
    _ url: String, width: Int?, height: Int?, timeout: TimeInterval = 60,
    _ body: (ChromiumSession, String, Date) throws -> Result
  ) throws -> Result {
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
    return try lock.withLock {
      let browser = try shared ?? start(executable)
      let deadline = Date().addingTimeInterval(timeout)
      do {
        let target = try browser.call("Target.createTarget", ["url": "about:blank"], deadline: deadline)
        guard let targetID = target["targetId"] as? String else {
          throw ChromiumSession.Failure(description: "no tab was opened")
        }
        // Closed, and gone from the browser's targets (the reply to closeTarget can come first).
        defer {
          if (try? browser.call("Target.closeTarget", ["targetId": targetID], deadline: deadline)) != nil {
            _ = try? browser.waitForEvent("Target.targetDestroyed", deadline: deadline) {
              ($0["params"] as? [String: Any])?["targetId"] as? String == targetID
            }
          }
        }
        let attached = try browser.call(
          "Target.attachToTarget", ["targetId": targetID, "flatten": true], deadline: deadline)
        guard let session = attached["sessionId"] as? String else {
          throw ChromiumSession.Failure(description: "the tab could not be attached")
        }
        defer { browser.forgetEvents(of: session) }
        if let width, let height {
          try browser.call(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
            session: session, deadline: deadline)
        }
        try browser.call("Page.enable", session: session, deadline: deadline)
        try browser.call("Page.navigate", ["url": url], session: session, deadline: deadline)
        try browser.waitForEvent("Page.loadEventFired", session: session, deadline: deadline)
        try browser.call(
          "Emulation.setVirtualTimePolicy", ["policy": "advance", "budget": 5000], session: session,
          deadline: deadline)
        try browser.waitForEvent("Emulation.virtualTimeBudgetExpired", session: session, deadline: deadline)
        return try body(browser, session, deadline)
      } catch {
        // A browser that failed once is not trusted with the next page: the next starts afresh.
        browser.end()
        shared = nil
        exitGroup = 0
        throw error
      }
    }
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var shared: ChromiumSession?

  /// Starts the process's browser, and has it ended when the process exits.
  private static func start(_ executable: URL) throws -> ChromiumSession {
    let browser = try ChromiumSession(executable: executable)
    // Targets' creation and destruction reported as events: a page's close is waited for.
    do {
      try browser.call(
        "Target.setDiscoverTargets", ["discover": true], deadline: Date().addingTimeInterval(60))
    } catch {
      browser.end()
      throw error
    }
    shared = browser
    exitGroup = browser.pid
    exitProfile = browser.profile.path
    if !endsAtExit {
      endsAtExit = true
      atexit {
        guard HeadlessChromium.exitGroup > 0 else { return }
        kill(-HeadlessChromium.exitGroup, SIGKILL)
        ChromiumSession.removeProfile(HeadlessChromium.exitProfile)
      }
    }
    return browser
  }

  /// The group the `atexit` handler kills, and the profile it removes: read there without the
  /// lock, which may be held by a thread the exit interrupted.
  nonisolated(unsafe) private static var exitGroup: pid_t = 0
  nonisolated(unsafe) private static var exitProfile = ""
  nonisolated(unsafe) private static var endsAtExit = false
}
