import Foundation
import TestSupport
import Testing

@testable import ExerciseKit

/// The sandbox's command line and environment: what is bound, writable and passed.
struct BubblewrapSandboxTests {
  let sandbox = BubblewrapSandbox(
    executable: "/usr/bin/bwrap",
    readOnlyFolders: ["/usr/lib/x", "/tmp", "/opt/swift/usr", "/no/such/folder"])

  @Test func onlyTheScratchFolderIsWritableAndTheRootIsReadOnly() {
    let arguments = sandbox.arguments(scratch: "/tmp/scratch")
    let text = arguments.joined(separator: " ")
    #expect(text.contains("--bind /tmp/scratch /tmp/scratch"))
    #expect(arguments.filter { $0 == "--bind" }.count == 1)
    #expect(text.hasSuffix("--remount-ro / --"))
    for option in [
      "--unshare-user", "--unshare-pid", "--unshare-net", "--die-with-parent", "--new-session",
      "--proc /proc",
      "--cap-drop ALL", "--ro-bind /proc/sys /proc/sys", "--tmpfs /dev/shm --remount-ro /dev",
    ] {
      #expect(text.contains(option), "\(option)")
    }
    // A folder below /usr is bound with it; one that is missing is left out.
    #expect(text.contains("--ro-bind /tmp /tmp") && text.contains("--ro-bind /opt/swift/usr /opt/swift/usr"))
    #expect(!text.contains("/usr/lib/x") && !text.contains("/no/such/folder"))
  }

  @Test func theEnvironmentIsClearedButForTheSandboxsOwn() {
    let environment = sandbox.environment(
      scratch: "/tmp/scratch",
      passing: [
        "TMUX": "/tmp/tmux-0/default,1,0", "LESSONS_HOME": "/root/.lessons", "SWIFT_BACKTRACE": "enable=no",
      ])
    #expect(environment["TMUX"] == nil && environment["LESSONS_HOME"] == nil)
    #expect(environment["HOME"] == "/tmp/scratch" && environment["TMPDIR"] == "/tmp/scratch")
    #expect(environment["SWIFT_BACKTRACE"] == "enable=no")
  }

  @Test func theSwitchesChooseTheFallback() {
    for switchOff in [
      ["LESSONS_SANDBOX": "off"], ["LESSONS_NO_PID_NAMESPACE": "1"], ["LESSONS_PID_NAMESPACE": "user"],
    ] {
      #expect(BubblewrapSandbox.forProgram(readOnlyFolders: [], environment: switchOff) == nil)
    }
  }
}
