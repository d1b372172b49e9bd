import Foundation
import Testing

@testable import StateRuntime

/// `settle()` waits for a `Task.detached` an action started, as it waits for
/// its `Task { }`: the detached task inherits nothing, so without the
/// runtime's overload the host looked quiet before the task had begun.
@MainActor
struct DetachedTaskTests {
  /// A download that blocks its thread, as synchronous work in a detached
  /// task does, then writes through the binding it was given.
  nonisolated static func finishDownload(_ count: Binding<Int>) {
    Thread.sleep(forTimeInterval: 0.2)
    count.wrappedValue += 10
  }

  struct Downloads: View {
    @State private var count = 0

    var body: some View {
      VStack {
        Text("Count \(count)")
        Button("Background") {
          let binding = $count
          Task.detached { DetachedTaskTests.finishDownload(binding) }
        }
        Button("Throwing") {
          let binding = $count
          Task.detached {
            try Task.checkCancellation()
            DetachedTaskTests.finishDownload(binding)
          }
        }
      }
    }
  }

  @Test(arguments: ["Background", "Throwing"])
  func settleWaitsForADetachedTaskAnActionStarted(button: String) async throws {
    let host = ViewHost(Downloads())
    try host.tap(button)
    #expect(await host.settle(timeout: patientSettle) == .settled)
    #expect(host.element("Count")?.label == "Count 10")
  }

  @Test func aDetachedTaskStillInheritsNoTaskLocals() async {
    let host = ViewHost(Downloads())
    _ = host
    let inherited = await ActionActivity.$current.withValue(
      ActionActivity(monitor: ActivityMonitor(), description: "test")
    ) {
      await Task.detached { ActionActivity.current != nil }.value
    }
    #expect(!inherited)
  }
}
