import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The browser the browser tests share (``HeadlessChromium``, ``ChromiumSession``): it lays a
/// page out at exactly the viewport asked for, and nothing of it outlives its pipe.
@Suite(
  .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed: the browser test is skipped"))
struct HeadlessChromiumTests {
  /// A page that writes its viewport, and where its script's timer got to, into its body.
  static func probePage() throws -> URL {
    let page = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viewport-\(UUID().uuidString).html")
    try """
    <body><script>
    document.body.textContent = 'viewport=' + innerWidth + 'x' + innerHeight + ';';
    setTimeout(() => { document.body.textContent += 'timer=fired;'; }, 2000);
    </script></body>
    """.write(to: page, atomically: true, encoding: .utf8)
    return page
  }

  @Test func aPageIsLaidOutAtTheViewportAskedForAndItsTimersRun() throws {
    let page = try Self.probePage()
    defer { try? FileManager.default.removeItem(at: page) }
    let dom = try HeadlessChromium.dumpDOM(page.absoluteString, width: 1024, height: 768)
    #expect(dom.contains("viewport=1024x768;"), "\(dom)")
    // Two seconds of the page's clock pass without a wait, as `--virtual-time-budget` did.
    #expect(dom.contains("timer=fired;"), "\(dom)")
    let narrow = try HeadlessChromium.dumpDOM(page.absoluteString, width: 390, height: 844)
    #expect(narrow.contains("viewport=390x844;"), "\(narrow)")
    #expect(try HeadlessChromium.openPages() == 0)
  }

  /// A test process that ends without closing its browser closes the browser's pipe all the
  /// same: the browser and every process of its group are gone within seconds.
  @Test func theBrowserEndsWithItsPipe() throws {
    let executable = try #require(HeadlessChromium.executable)
    let browser = try ChromiumSession(executable: executable)
    defer { browser.end() }
    let targets = try browser.call("Target.getTargets", deadline: Date().addingTimeInterval(30))
    #expect(targets["targetInfos"] != nil)
    #expect(!ProcessTable.members(ofGroups: [browser.pid]).isEmpty)

    browser.closePipe()
    let giveUp = Date().addingTimeInterval(10)
    var left = ProcessTable.members(ofGroups: [browser.pid])
    while !left.isEmpty && Date() < giveUp {
      Thread.sleep(forTimeInterval: 0.1)
      left = ProcessTable.members(ofGroups: [browser.pid])
    }
    #expect(left.isEmpty, "still running after the pipe closed: \(left)")
  }

  /// A browser that died mid-session (its pipe still open on our side) makes the next call
  /// throw: the write's SIGPIPE does not end the test process.
  @Test func aCallToABrowserThatDiedThrows() throws {
    let executable = try #require(HeadlessChromium.executable)
    let browser = try ChromiumSession(executable: executable)
    defer { browser.end() }
    try browser.call("Target.getTargets", deadline: Date().addingTimeInterval(30))
    kill(-browser.pid, SIGKILL)
    let giveUp = Date().addingTimeInterval(10)
    while !ProcessTable.members(ofGroups: [browser.pid]).isEmpty && Date() < giveUp {
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(throws: ChromiumSession.Failure.self) {
      try browser.call("Target.getTargets", deadline: Date().addingTimeInterval(5))
    }
  }
}
