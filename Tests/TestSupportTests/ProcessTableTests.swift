import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process table the leftover checks rely on: if it saw nothing, every "nothing
/// survived" expectation would pass whatever happened.
@Suite struct ProcessTableTests {
  /// Lines shaped as procps (Linux) and BSD ps (macOS) print `pid=,pgid=,stat=,args=`:
  /// right-aligned numbers, state letters, then the command line with its spaces.
  @Test func readsBothPSDialects() {
    let output = """
          1     1 Ss   /sbin/init splash
        812   812 S+   /bin/sleep 31123456
        813   812 Z    [sleep] <defunct>
      40213 40213 S    /Applications/Chromium.app/Contents/MacOS/Chromium --headless --dump-dom file:///tmp/a b.html
      garbage line
      """
    let entries = ProcessTable.entries(fromPS: output)
    #expect(entries.count == 4)
    #expect(entries[1] == .init(pid: 812, group: 812, state: "S+", command: "/bin/sleep 31123456"))
    #expect(!entries[2].isLive && entries[1].isLive)
    #expect(entries[3].command.hasSuffix("file:///tmp/a b.html"))
  }

  @Test(arguments: [
    ("0:00.05", 5), ("1:02.35", 6235), ("00:01:02", 6200), ("2-03:00:00", (2 * 24 + 3) * 360_000),
    ("  0:07.1\n", 710),
  ])
  func readsCPUTimes(text: String, hundredths: Int) {
    #expect(ProcessTable.hundredths(ofCPUTime: text) == hundredths)
  }

  @Test(arguments: ["", "abc", "1:2:3:4", "1:xx", "-1:00"])
  func refusesWhatIsNotATime(text: String) {
    #expect(ProcessTable.hundredths(ofCPUTime: text) == nil)
  }

  /// The real `ps` of this machine lists this very process, in its own group, and a
  /// child until it is gone.
  @Test func seesThisProcessAndAChildUntilItEnds() throws {
    let entries = ProcessTable.entries()
    let me = try #require(entries.first { $0.pid == getpid() })
    #expect(me.group == getpgrp() && me.isLive)
    let mark = ProcessTable.uniqueSleepSeconds()
    let sleeper = try Process.run(URL(fileURLWithPath: "/bin/sleep"), arguments: [mark])
    var seen = ProcessTable.processes(containing: mark)
    for _ in 0..<40 where seen.isEmpty {
      usleep(50_000)
      seen = ProcessTable.processes(containing: mark)
    }
    #expect(seen == [sleeper.processIdentifier])
    let group = try #require(ProcessTable.entries().first { $0.pid == sleeper.processIdentifier }?.group)
    #expect(ProcessTable.members(ofGroups: [group]).contains(sleeper.processIdentifier))
    // SIGKILL: a child of the test process may start with SIGTERM blocked.
    kill(sleeper.processIdentifier, SIGKILL)
    sleeper.waitUntilExit()
    #expect(ProcessTable.survivors(containing: mark).isEmpty)
  }
}
