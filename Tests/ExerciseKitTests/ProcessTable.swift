import Foundation

/// The machine's processes, read from `/proc`, to prove that a check left nothing behind.
enum ProcessTable {
  /// Pids of live (not zombie) processes whose command line contains `marker`.
  static func processes(containing marker: String) -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name -> Int32? in
      guard let pid = Int32(name),
        let data = FileManager.default.contents(atPath: "/proc/\(name)/cmdline"),
        String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(marker),
        let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")"),
        !stat[stat.index(after: close)...].hasPrefix(" Z")
      else { return nil }
      return pid
    }
  }

  /// Waits up to `seconds` for every process containing `marker` to be gone; returns those left.
  static func survivors(containing marker: String, within seconds: Double = 5) -> [Int32] {
    let giveUp = Date().addingTimeInterval(seconds)
    while true {
      let left = processes(containing: marker)
      if left.isEmpty || Date() >= giveUp { return left }
      usleep(50_000)
    }
  }

  /// Clock ticks of CPU time `pid` has used (user and system, all threads), or 0 when it is gone.
  static func cpuTicks(of pid: Int32) -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return 0 }
    // After "(comm)": state, ppid, pgrp, session, tty, tpgid, flags, minflt, cminflt,
    // majflt, cmajflt, utime, stime.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12 else { return 0 }
    return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
  }

  /// A number no other process has on its command line: `sleep` it to mark the processes of one test.
  static func uniqueSleepSeconds() -> String {
    "31\(UInt32.random(in: 100_000...999_999))"
  }
}
