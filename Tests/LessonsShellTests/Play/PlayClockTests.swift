import Foundation
import Testing

/// Time in a played file (issue 34, items 1 and 5): each turn of the main queue is
/// its own update, a ticking view settles, and `advance` moves the clock on by a step.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayClockTests {
  static let turns = """
    import SwiftUI
    import Foundation

    struct Counted: View {
      let count: Int
      var body: some View { Text("count \\(count)") }
    }

    struct Turns: View {
      @State private var isOn = false
      @State private var seen: [String] = []
      @State private var count = 0
      var body: some View {
        VStack {
          Text("seen \\(seen.joined(separator: " "))")
          Counted(count: count)
        }
        .onAppear {
          isOn = true
          DispatchQueue.main.async {
            isOn = false
            count += 2
            DispatchQueue.main.async { isOn = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { count += 2 }
          }
        }
        .onChange(of: isOn) { _, new in seen.append(new ? "on" : "off") }
      }
    }

    """

  @Test func writesInSeparateTurnsOfTheMainQueueAreSeparateUpdates() throws {
    let script = """
      expect "seen on off on" "seen on off on"
      expect "count 4" "count 4"
      expect-runs Counted 3
      """
    let result = try PlayBinaryTests.play(
      ["@/Turns.swift", "--script", "@/turns.play", "--json"],
      files: ["Turns.swift": Self.turns, "turns.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let run = try JSONDecoder().decode(PlayBinaryTests.JSONRun.self, from: Data(result.standardOutput.utf8))
    #expect(run.status == "ok")
    #expect(run.steps.allSatisfy { $0.error == nil }, "\(run.steps.compactMap(\.error))")
  }

  static let stopwatch = """
    import SwiftUI

    struct Stopwatch: View {
      @State private var seconds = 0
      var body: some View {
        Text("elapsed \\(seconds)")
          .task {
            while !Task.isCancelled {
              try? await Task.sleep(for: .seconds(1))
              seconds += 1
            }
          }
      }
    }

    """

  @Test func aTickingViewSettlesAndAdvanceMovesItsClockByAStep() throws {
    let script = """
      expect "elapsed 1" "elapsed 1"
      advance 3s
      expect "elapsed 4" "elapsed 4"
      expect-runs Stopwatch 3
      advance 500ms
      expect-runs Stopwatch 0
      advance 500ms
      expect "elapsed 5" "elapsed 5"
      """
    let result = try PlayBinaryTests.play(
      ["@/Stopwatch.swift", "--script", "@/ticks.play", "--json"],
      files: ["Stopwatch.swift": Self.stopwatch, "ticks.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let run = try JSONDecoder().decode(PlayBinaryTests.JSONRun.self, from: Data(result.standardOutput.utf8))
    #expect(run.status == "ok")
    #expect(run.steps.map(\.command).contains("advance 3s"))
    #expect(run.steps.map(\.command).contains("advance 500ms"))
    #expect(run.steps.allSatisfy { $0.error == nil }, "\(run.steps.compactMap(\.error))")
    #expect(!result.standardOutput.contains("gave up"))
  }

  static let clockface = """
    import SwiftUI
    import Foundation

    struct Clockface: View {
      let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      @State private var fires = 0
      var body: some View {
        Text("fires \\(fires)")
          .onReceive(timer) { _ in fires += 1 }
      }
    }

    """

  @Test func aRepeatingTimerFiresOncePerSecondOfAdvance() throws {
    let script = """
      expect "fires 0" "fires 0"
      advance 3s
      expect "fires 3" "fires 3"
      expect-runs Clockface 3
      """
    let result = try PlayBinaryTests.play(
      ["@/Clockface.swift", "--script", "@/timer.play", "--json"],
      files: ["Clockface.swift": Self.clockface, "timer.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    let run = try JSONDecoder().decode(PlayBinaryTests.JSONRun.self, from: Data(result.standardOutput.utf8))
    #expect(run.status == "ok")
    #expect(run.steps.allSatisfy { $0.error == nil }, "\(run.steps.compactMap(\.error))")
  }

  @Test func advanceWithoutAUnitSaysWhatItNeeds() throws {
    let result = try PlayBinaryTests.play(
      ["@/Stopwatch.swift", "--do", "advance 3"], files: ["Stopwatch.swift": Self.stopwatch])
    #expect(result.status != 0)
    #expect(result.standardError.contains("such as 3s, 500ms"), "\(result.standardError)")
  }
}
