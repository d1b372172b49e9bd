import Testing

@testable import StateRuntime

/// Whether code runs on the main actor is the concurrency runtime's answer,
/// not a thread comparison: on Linux the main actor resumes on other threads
/// after a suspension.
struct MainThreadTests {
  @Test @MainActor func theMainActorIsCurrentAfterASuspension() async throws {
    #expect(MainThread.isCurrent)
    for _ in 0..<5 {
      try await Task.sleep(for: .milliseconds(1))
      #expect(MainThread.isCurrent)
    }
  }

  @Test func aDetachedTaskIsNotTheMainActor() async {
    let onMain = await Task.detached { MainThread.isCurrent }.value
    #expect(!onMain)
  }
}
