import StateRuntime
import Testing

/// Lesson 20's two claims about a write off the main thread, against a run:
/// an `ObservableObject`'s `@Published` write raises SwiftUI's warning, and an
/// `@Observable` write raises none (SwiftUI has no such check for
/// Observation; the race is still there, for the compiler or the Thread
/// Sanitizer to find).
@MainActor
struct BackgroundWriteTests {
  // Deliberately unisolated, as in the lesson's bug; the test writes once,
  // while the main actor waits for the write and nothing reads.
  final class LegacyScore: ObservableObject, @unchecked Sendable {
    @Published var points = 0
  }

  @Observable final class Score: @unchecked Sendable {
    var points = 0
  }

  struct LegacyBoard: View {
    @ObservedObject var score: LegacyScore
    var body: some View { Text("Points: \(score.points)") }
  }

  struct Board: View {
    let score: Score
    var body: some View { Text("Points: \(score.points)") }
  }

  @Test func aPublishedWriteOffTheMainThreadIsWarnedAbout() async {
    let score = LegacyScore()
    let host = ViewHost(LegacyBoard(score: score))
    await Task.detached { score.points = 3 }.value
    #expect(await host.settle(timeout: .seconds(60)) == .settled)
    #expect(host.issues.contains { $0.kind == .publishedFromBackgroundThread })
  }

  @Test func anObservableWriteOffTheMainThreadIsNot() async {
    let score = Score()
    let host = ViewHost(Board(score: score))
    await Task.detached { score.points = 3 }.value
    #expect(await host.settle(timeout: .seconds(60)) == .settled)
    #expect(host.issues.isEmpty, "\(host.issues.map(\.message))")
  }
}
