import Foundation
import Testing

/// A played file that reads and writes `@State` from nonisolated code compiles
/// and plays, as with Apple's declarations, which carry no `@MainActor` on
/// `State`'s and `Binding`'s `wrappedValue` or `Binding.init(get:set:)`
/// (issue 19, item 2).
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct PlayIsolationTests {
  static let file = """
    import SwiftUI

    // A published helper's shape: a nonisolated extension that reads a
    // binding and makes one from closures.
    extension Binding {
      func onUpdate(_ action: @escaping (Value) -> Void) -> Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0; action($0) })
      }
    }

    // Runs off the main actor: writes state through its binding.
    func finishDownload(_ count: Binding<Int>) {
      count.wrappedValue += 10
    }

    struct CounterView: View {
      @State private var count = 0
      @State private var changes = 0

      var body: some View {
        VStack {
          Text("Count \\(count)")
          Text("Changes \\(changes)")
          Stepper("Step", value: $count.onUpdate { _ in changes += 1 })
          Button("Background") {
            let binding = $count
            Task.detached { finishDownload(binding) }
          }
        }
      }
    }

    """

  @Test func stateWrittenFromNonisolatedCodeCompilesAndPlays() throws {
    let script = """
      tap Background
      expect "Count 10" "Count 10"
      inc Step
      expect "Changes 1" "Changes 1"
      """
    let result = try PlayBinaryTests.play(
      ["@/Isolation.swift", "--script", "@/isolation.play"],
      files: ["Isolation.swift": Self.file, "isolation.play": script])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput.contains("CounterView._count: 0 → 10"), "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("warning"), "\(result.standardOutput)")
  }
}
