import Foundation
import TestSupport
import Testing

/// Every way code that is not ours loses the sandbox is said, once, on standard error,
/// through the built binary; and a check still runs (under the supervisor alone).
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct SandboxFallbackBinaryTests {
  @Test(arguments: [
    ("LESSONS_SANDBOX", "off"), ("LESSONS_NO_PID_NAMESPACE", "1"), ("LESSONS_PID_NAMESPACE", "user"),
  ])
  func aSwitchThatTurnsTheSandboxOffIsSaidOnce(variable: String, value: String) async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    var environment = project.environment
    environment[variable] = value
    // Runs outside the sandbox keep their own compiled checks and results (see ScratchProject).
    environment["LESSONS_CACHE"] = ScratchProject.unsandboxedCache.path
    let frozen = environment
    // Two exercises: several compiles, links and runs, one line.
    let result = try await offThePool {
      UnsandboxedCacheSeed.seed()
      return try LessonsBinary.run(
        ["check", CourseExercise.id(0), CourseExercise.id(1), "--summary"], environment: frozen)
    }
    let said = result.standardError.components(separatedBy: "\n").filter {
      $0.contains("runs without the bubblewrap sandbox (\(variable)=\(value) is set)")
    }
    #expect(said.count == 1, "\(result.standardError)")
    #expect(result.standardOutput.contains("2 exercises checked"), "\(result.standardOutput)")
  }

  /// With the sandbox (where this machine has it) nothing is said about it.
  @Test func theSandboxIsNotAnnounced() async throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let environment = project.environment
    let result = try await offThePool {
      try LessonsBinary.run(["check", CourseExercise.id(0), "--summary"], environment: environment)
    }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/bwrap") {
      #expect(!result.standardError.contains("without the bubblewrap sandbox"), "\(result.standardError)")
    }
  }
}
