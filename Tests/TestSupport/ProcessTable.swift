import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The machine's processes, as `ps` lists them, to prove that a run left nothing behind.
///
/// `ps` rather than `/proc`: macOS has no `/proc`, and a test that reads it there finds
/// no process at all and passes whatever happened. The columns asked for (`pid`, `pgid`,
/// `stat`, `args`, with `-A` and `-ww` for every process and whole command lines) mean
/// the same to procps on Linux and to the BSD `ps` of macOS (ps(1) on both).
package enum ProcessTable {
  /// One process: a line of `ps -A -ww -o pid=,pgid=,stat=,args=`.
  package struct Entry: Equatable {
    package var pid: Int32
    package var group: Int32
    /// `ps`'s state letters; a zombie's start with `Z`.
    package var state: String
    /// The command line, arguments joined by spaces.
    package var command: String

    /// Whether it still runs: a zombie has ended and only waits to be reaped.
    package var isLive: Bool { !state.hasPrefix("Z") }

    /// An entry with these columns.
    package init(pid: Int32, group: Int32, state: String, command: String) {
      self.pid = pid
      self.group = group
      self.state = state
      self.command = command
    }
  }

  /// The arguments `ps` is run with.
  package static let psArguments = ["-A", "-ww", "-o", "pid=,pgid=,stat=,args="]

  /// Reads `ps`'s lines: three numbers-and-letters columns, then the command line.
  package static func entries(fromPS output: String) -> [Entry] {
    output.split(separator: "\n").compactMap { line -> Entry? in
      var rest = line[...]
      func field() -> Substring {
        rest = rest.drop { $0 == " " || $0 == "\t" }
        let end = rest.firstIndex { $0 == " " || $0 == "\t" } ?? rest.endIndex
        defer { rest = rest[end...] }
        return rest[..<end]
      }
      guard let pid = Int32(field()), let group = Int32(field()) else { return nil }
      let state = field()
      guard !state.isEmpty else { return nil }
      let command = rest.drop { $0 == " " || $0 == "\t" }
      return Entry(pid: pid, group: group, state: String(state), command: String(command))
    }
  }

  /// Every process now, or none when `ps` cannot be run.
  package static func entries() -> [Entry] {
    entries(fromPS: output(of: "/bin/ps " + psArguments.joined(separator: " ")))
  }

  /// What `command` prints, through popen(3): POSIX, the same on Linux and macOS, and
  /// free of Foundation's `Process`, whose wait hung here when tests ran side by side.
  package static func output(of command: String) -> String {
    guard let stream = popen(command + " 2>/dev/null", "r") else { return "" }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, stream)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    pclose(stream)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Pids of live (not zombie) processes whose command line contains `marker`, except `ps` itself.
  package static func processes(containing marker: String) -> [Int32] {
    // Not `ps` itself, nor the shell popen started it with: their command lines are ours.
    entries().filter { $0.isLive && $0.command.contains(marker) && !$0.command.contains(" -o pid=,pgid=") }
      .map(\.pid)
  }

  /// Live processes whose process group is one of `groups`.
  package static func members(ofGroups groups: [Int32]) -> [Int32] {
    entries().filter { $0.isLive && groups.contains($0.group) }.map(\.pid)
  }

  /// Waits up to `seconds` for every process containing `marker` to be gone; returns those left.
  package static func survivors(containing marker: String, within seconds: Double = 5) -> [Int32] {
    let giveUp = Date().addingTimeInterval(seconds)
    while true {
      let left = processes(containing: marker)
      if left.isEmpty || Date() >= giveUp { return left }
      usleep(50_000)
    }
  }

  /// Hundredths of a second of CPU time `pid` has used (user and system, all threads), or 0 when it is gone.
  package static func cpuTicks(of pid: Int32) -> Int {
    #if os(Linux)
      // /proc's clock ticks (100 a second): procps's `time` column counts whole seconds only.
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return 0 }
      // After "(comm)": state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt,
      // majflt, cmajflt, utime, stime.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 12 else { return 0 }
      return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    #else
      // macOS's `ps -o time=` prints minutes:seconds.hundredths.
      return hundredths(ofCPUTime: output(of: "/bin/ps -o time= -p \(pid)")) ?? 0
    #endif
  }

  /// `[days-][hours:]minutes:seconds[.fraction]`, the shapes `ps`'s `time` column takes
  /// (macOS `1:02.35`, procps `00:01:02`, `2-03:00:00`), in hundredths of a second.
  package static func hundredths(ofCPUTime text: String) -> Int? {
    var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
    var days = 0
    if let dash = rest.firstIndex(of: "-") {
      guard let value = Int(rest[..<dash]) else { return nil }
      days = value
      rest = rest[rest.index(after: dash)...]
    }
    let parts = rest.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), let secondsPart = parts.last else { return nil }
    let secondsFields = secondsPart.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(secondsFields.count), let seconds = Int(secondsFields[0]) else { return nil }
    var fraction = 0
    if secondsFields.count == 2 {
      let digits = String(secondsFields[1].prefix(2)).padding(toLength: 2, withPad: "0", startingAt: 0)
      guard let value = Int(digits) else { return nil }
      fraction = value
    }
    var whole = 0
    for part in parts.dropLast() {
      guard let value = Int(part) else { return nil }
      whole = whole * 60 + value
    }
    return ((days * 24 * 60 * 60) + whole * 60 + seconds) * 100 + fraction
  }

  /// A number no other process has on its command line: `sleep` it to mark the processes of one test.
  package static func uniqueSleepSeconds() -> String {
    "31\(UInt32.random(in: 100_000...999_999))"
  }
}
