import ExerciseKit
import Foundation
import TestSupport
import Testing
import WorkbenchSupport

@testable import LessonsShell

/// A shell's exercise commands keep the learner's progress where the shell's own state
/// directory is. Its environment can name another one (`LESSONS_HOME`, `LESSONS_CACHE`): the
/// binary makes the two from the same variables, but a shell made any other way (the tests'
/// in-process shells) wrote the progress, and built a runtime, in the places the environment
/// named, or the user's defaults where it named none.
@MainActor
struct ExerciseCommandSupportTests {
  @Test func aHintIsRecordedInTheShellsStateDirectoryNotTheOneTheEnvironmentNames() async throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-state-test-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let own = base.appendingPathComponent("own")
    let named = base.appendingPathComponent("named")
    let state = StateDirectory(url: own, cacheURL: own)
    let context = CommandContext(
      console: Console(sink: CapturedOutput(), width: 80), session: ShellSession(),
      catalog: WorkbenchCatalog(stateDirectory: state), registry: .standard, mode: .script,
      stateDirectory: state,
      environment: [
        "LESSONS_HOME": named.path, "LESSONS_CACHE": named.path,
        "LESSONS_WORKSPACE": base.appendingPathComponent("Exercises").path,
      ])
    let status = await CommandDispatcher(context: context).execute(["hint", CourseExercise.id(0)])
    #expect(status == .success)
    #expect(FileManager.default.fileExists(atPath: state.stateFile(ExerciseProgressStore.fileName).path))
    #expect(!FileManager.default.fileExists(atPath: named.path), "the environment's state directory was used")
  }
}
