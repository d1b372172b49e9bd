import StateRuntime
import Testing

/// When bodies run: value comparison, coalescing, parent-before-child order.
@MainActor
struct ViewGraphTests {
  struct Badge: View {
    let count: Int
    var body: some View { Text("badge \(count)") }
  }

  struct Header: View {
    let title: String
    var body: some View { Text(title) }
  }

  struct Page: View {
    @State var count = 0
    @State var title = "Postbox"
    var body: some View {
      VStack {
        Header(title: title)
        Badge(count: count)
        Button("Add") { count += 1 }
        Button("Rename") { title = "Mail" }
      }
    }
  }

  @Test func aChildWhoseFieldsAreEqualIsSkipped() throws {
    let host = ViewHost(Page())
    host.resetCounts()
    try host.tap("Add")
    #expect(host.bodyCount(of: "Page") == 1)
    #expect(host.bodyCount(of: "Badge") == 1)
    #expect(host.bodyCount(of: "Header") == 0)
    #expect(host.skipped() == ["Header"])
    #expect(host.log.suffix(2) == ["Page: _count changed.", "Badge: @self changed."])
  }

  struct Clock: View, Equatable {
    let minutes: Int
    let seconds: Int
    var body: some View { Text("\(minutes) min") }
    nonisolated static func == (lhs: Clock, rhs: Clock) -> Bool { lhs.minutes == rhs.minutes }
  }

  struct Watch: View {
    @State var seconds = 0
    var body: some View {
      VStack {
        Clock(minutes: seconds / 60, seconds: seconds)
        Button("Tick") { seconds += 1 }
      }
    }
  }

  @Test func aPlainDataViewIsComparedBitForBitAndItsEqualityIsIgnored() throws {
    // Clock is plain data: SwiftUI compares its fields directly and never
    // calls its ==, so the seconds field alone makes it run.
    let host = ViewHost(Watch())
    host.resetCounts()
    try host.tap("Tick")
    #expect(host.bodyCount(of: "Clock") == 1)
  }

  struct Closure: View {
    let onTap: @MainActor () -> Void
    var body: some View { Button("Go", action: onTap) }
  }

  struct ClosureParent: View {
    @State var n = 0
    var body: some View {
      VStack {
        Text("\(n)")
        Closure { n += 1 }
      }
    }
  }

  @Test func aCapturingClosureIsANewContextEachBodySoItCountsAsChanged() throws {
    let host = ViewHost(ClosureParent())
    host.resetCounts()
    try host.tap("Go")
    #expect(host.bodyCount(of: "Closure") == 1)
  }

  @Observable final class Store {
    var a = 0
    var b = 0
  }

  struct ReaderA: View {
    let store: Store
    var body: some View { Text("a \(store.a)") }
  }

  struct Both: View {
    let store: Store
    var body: some View {
      VStack {
        Text("b \(store.b)")
        ReaderA(store: store)
      }
    }
  }

  @Test func severalMutationsBeforeAFlushAreOnePassParentsFirst() {
    let store = Store()
    let host = ViewHost(Both(store: store))
    let before = host.lastPass
    store.a = 1
    store.b = 1
    store.a = 2
    host.flush()
    #expect(host.log(after: before) == ["Both: @dependencies changed.", "ReaderA: @dependencies changed."])
    #expect(Set(host.changes.filter { $0.pass > before }.map(\.pass)).count == 1)
    let summaries = host.events.compactMap { if case .passFinished(let s) = $0 { s } else { nil } }
    #expect(summaries.last?.bodyEvaluations == 2)
  }

  @Test func aBodyNeverRunsTwiceInOnePass() {
    let store = Store()
    let host = ViewHost(Both(store: store))
    host.resetCounts()
    store.b = 1
    store.a = 1
    host.flush()
    #expect(host.bodyCount(of: "ReaderA") == 1)
    #expect(host.bodyCount(of: "Both") == 1)
  }

  @Test func firstRenderListsSelfIdentityAndDynamicProperties() {
    let host = ViewHost(Page())
    #expect(host.log.first == "Page: @self, @identity, _count, _title changed.")
    // A view without dynamic properties prints only `@self` on its first body.
    #expect(host.log.contains("Badge: @self changed."))
  }
}
