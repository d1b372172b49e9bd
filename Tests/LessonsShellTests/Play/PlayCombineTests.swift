import Foundation
import Testing

/// `import Combine` in a played file (issue 35, item 3), and time in played code on the
/// runtime's clock with `wait` (item 5), through the `lessons play` binary.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayCombineTests {
  static let basket = """
    import Combine
    import SwiftUI

    final class Hamper: ObservableObject {
        @Published var items: [String] = []
        @Published private(set) var summary = "empty"
        let added = PassthroughSubject<String, Never>()
        private var cancellables = Set<AnyCancellable>()

        init() {
            $items
                .map { $0.isEmpty ? "empty" : "\\($0.count) items" }
                .assign(to: \\.summary, on: self)
                .store(in: &cancellables)
            added
                .sink { [weak self] item in self?.items.append(item) }
                .store(in: &cancellables)
        }
    }

    struct BasketView: View {
        @StateObject private var basket = Hamper()
        @State private var lastAdded = "nothing"

        var body: some View {
            VStack {
                Text("Summary: \\(basket.summary)")
                Text("Last: \\(lastAdded)")
                Button("Add apple") { basket.added.send("apple") }
            }
            .onReceive(basket.added) { lastAdded = $0 }
            .onReceive(Just("ready")) { print("just \\($0)") }
        }
    }

    """

  @Test func combinePublishersSubjectsAndOnReceiveWorkInAPlayedFile() throws {
    let script = """
      expect "Summary: empty" "Summary: empty"
      expect-output "just ready"
      tap "Add apple"
      expect "Summary: 1 items" "Summary: 1 items"
      expect "Last: apple" "Last: apple"
      """
    let result = try PlayBinaryTests.play(
      ["@/Hamper.swift", "--script", "@/basket.play", "--swift-version", "5"],
      files: ["Hamper.swift": Self.basket, "basket.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("every expectation held"), "\(result.standardOutput)")
    #expect(result.standardError.contains("imports Combine"), "\(result.standardError)")
  }

  static let ticker = """
    import SwiftUI

    final class PriceTicker: ObservableObject {
        @Published var seconds = 0
        init() {
            Task { @MainActor in
                while true {
                    try? await Task.sleep(for: .seconds(1))
                    seconds += 1
                }
            }
        }
    }

    struct Clocks: View {
        @StateObject private var ticker = PriceTicker()
        @State private var deadlines = 0

        var body: some View {
            VStack {
                Text("model \\(ticker.seconds)")
                Text("deadlines \\(deadlines)")
            }
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                    deadlines += 1
                }
            }
        }
    }

    """

  /// A model's task and a `.task` that sleeps until a deadline both tick on the runtime's
  /// clock: the view settles (no "settle() gave up"), and `wait 3s` is three ticks of each.
  @Test func tasksThatSleepInAModelOrUntilADeadlineTickOnTheRuntimesClock() throws {
    let script = """
      expect "model 1" "model 1"
      expect "deadlines 1" "deadlines 1"
      wait 3s
      expect "model 4" "model 4"
      expect "deadlines 4" "deadlines 4"
      """
    let result = try PlayBinaryTests.play(
      ["@/Clocks.swift", "--script", "@/clocks.play", "--swift-version", "5"],
      files: ["Clocks.swift": Self.ticker, "clocks.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(!result.standardOutput.contains("gave up"), "\(result.standardOutput)")
    #expect(result.standardOutput.contains("wait 3s") || result.standardOutput.contains("advance 3s"))
  }

  @Test func waitWithoutAUnitSaysWhatItNeeds() throws {
    let result = try PlayBinaryTests.play(
      ["@/Clocks.swift", "--do", "wait 3"], files: ["Clocks.swift": Self.ticker])
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardError.contains("advance (or wait) needs a time"), "\(result.standardError)")
  }
}
