import Foundation
import Observation
import Synchronization
import Testing

@testable import StateRuntime

/// A write from another thread announces itself before it stores; the view's
/// update must read the stored value however long the store takes, as
/// SwiftUI's later main-thread transaction does. The stores here are slowed
/// down on purpose, so the main actor keeps flushing while they are under way
/// (as `settle()` does beside an action's task) and would re-run the body
/// between the announcement and the store if the update arrived too early.
@MainActor
struct OffMainDeliveryTests {
  typealias Postbox = BackgroundPublishingTests.Postbox
  typealias Badge = BackgroundPublishingTests.Badge

  /// An observable whose store is slow, with Observation's registrar written
  /// out as the `@Observable` macro expands it.
  final class Meter: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var storedLevel = 0

    var level: Int {
      get {
        registrar.access(self, keyPath: \.level)
        return storedLevel
      }
      set {
        registrar.withMutation(of: self, keyPath: \.level) {
          Thread.sleep(forTimeInterval: OffMainDeliveryTests.slowStore)
          storedLevel = newValue
        }
      }
    }
  }

  struct Gauge: View {
    let meter: Meter
    var body: some View { Text("level \(meter.level)") }
  }

  nonisolated static let slowStore: TimeInterval = 0.2

  /// Runs `write` on another thread, flushing the host until it has finished.
  private func writeOffMain(_ host: ViewHost<some View>, _ write: @escaping @Sendable () -> Void) async throws
  {
    let finished = Atomic<Bool>(false)
    let task = Task.detached {
      write()
      finished.store(true, ordering: .releasing)
    }
    while !finished.load(ordering: .acquiring) {
      host.flush()
      try await Task.sleep(for: .milliseconds(1))
    }
    await task.value
    #expect(await host.settle(timeout: patientSettle) == .settled)
  }

  @Test func aPublishedWriteOffTheMainActorIsShownOnceStored() async throws {
    let inbox = Postbox()
    let host = ViewHost(Badge(inbox: inbox))
    // Subscribed after the view, so it runs after the view heard the
    // announcement and before the store: the window the race needs.
    let slowListener = inbox.objectWillChange.subscribe(for: nil) {
      Thread.sleep(forTimeInterval: Self.slowStore)
    }
    try await writeOffMain(host) { inbox.unread = 3 }
    withExtendedLifetime(slowListener) {}
    #expect(host.elements().map(\.label) == ["unread 3"])
  }

  @Test func anObservableWriteOffTheMainActorIsShownOnceStored() async throws {
    let meter = Meter()
    let host = ViewHost(Gauge(meter: meter))
    try await writeOffMain(host) { meter.level = 7 }
    #expect(host.elements().map(\.label) == ["level 7"])
  }

  @Test func aWriteOnTheMainActorStillInvalidatesAtOnce() {
    let inbox = Postbox()
    let host = ViewHost(Badge(inbox: inbox))
    inbox.unread = 2
    #expect(host.graph.hasPendingWork)
    host.flush()
    #expect(host.elements().map(\.label) == ["unread 2"])
  }
}
