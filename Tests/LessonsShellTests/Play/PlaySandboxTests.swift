import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What a played file meets when it reaches for the machine, through `lessons play`: the
/// sandbox's filter, its read-only `/proc/sys` and `/dev`, the small `/dev/shm`, and its
/// id (issue 31, item 2). Skipped where the sandbox cannot run.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/bwrap"), "no bubblewrap here"),
  .serialized
)
struct PlaySandboxTests {
  /// The system's own tools, run from a button of the played file; each says what it got.
  static let script = #"""
    r=""
    (exec 3>/proc/sys/kernel/core_pattern) 2>/dev/null && r="$r sysctl-opened" || r="$r sysctl-refused"
    unshare --user --pid --fork true 2>/dev/null && r="$r namespace-made" || r="$r namespace-refused"
    setarch "$(uname -m)" -R true 2>/dev/null && r="$r randomisation-off" || r="$r randomisation-kept"
    dd if=/dev/zero of=/dev/shm/fill bs=1048576 count=64 2>/dev/null
    r="$r shm=$(stat -c %s /dev/shm/fill)"
    touch /dev/planted 2>/dev/null && r="$r dev-written" || r="$r dev-read-only"
    touch /tmp/lessons-planted 2>/dev/null && r="$r tmp-written" || r="$r tmp-read-only"
    echo "$r uid=$(id -u)" > "$HOME/probe.txt"
    """#

  static let file = """
    import SwiftUI
    import Foundation
    import Glibc

    struct Probe: View {
      @State private var said = "nothing yet"

      var body: some View {
        VStack {
          Text("Said \\(said)")
          Button("Probe") {
            var pid: pid_t = 0
            let words: [String] = ["/bin/sh", "-c", \(String(reflecting: script))]
            let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            if posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 {
              var status: Int32 = 0
              _ = waitpid(pid, &status, 0)
            }
            let home = ProcessInfo.processInfo.environment["HOME"] ?? "/"
            said = (try? String(contentsOfFile: home + "/probe.txt", encoding: .utf8)) ?? "no answer"
          }
        }
      }
    }

    """

  @Test func aPlayedFileMeetsTheSandboxsLimits() throws {
    let result = try PlayBinaryTests.play(
      ["@/Probe.swift", "--do", "tap Probe", "--do", "tree"], files: ["Probe.swift": Self.file])
    let output = result.standardOutput
    #expect(result.status == 0, "\(output)\(result.standardError)")
    for expected in [
      "sysctl-refused", "namespace-refused", "randomisation-kept", "shm=16777216", "dev-read-only",
      "tmp-read-only",
    ] {
      #expect(output.contains(expected), "\(expected): \(output)")
    }
    let id = geteuid() == 0 ? 65534 : geteuid()
    #expect(output.contains("uid=\(id)"), "\(output)")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/lessons-planted"))
  }
}
