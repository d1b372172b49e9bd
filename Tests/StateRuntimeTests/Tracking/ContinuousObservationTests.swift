@_spi(Tooling) import StateRuntime
import Testing

#if os(Linux) && !compiler(>=6.4)
  /// SE-0506's tracking API, provided while the toolchain lacks it (issue 34, item 4).
  @MainActor
  struct ContinuousObservationTests {
    // Not main-actor isolated: `onChange` of `withObservationTracking(options:)` is a plain
    // `@Sendable` closure, which cannot form key paths to isolated properties.
    @Observable final class Cart: @unchecked Sendable {
      var count = 0
      var other = 0
    }

    final class Seen: @unchecked Sendable {
      var kinds: [String] = []
      var counts: [Int] = []
      var matched: [Bool] = []
    }

    /// Lets the main actor run queued work until `done` holds, or for a hundred turns.
    static func turns(until done: () -> Bool) async {
      for _ in 0..<100 where !done() { await Task.yield() }
    }

    @Test func itRunsAtOnceThenAfterEachTurnOfWritesReadingTheStoredValue() async {
      let cart = Cart()
      let seen = Seen()
      var token: ObservationTracking.Token? = withContinuousObservation(options: .willSet) { event in
        seen.kinds.append(event.kind == .initial ? "initial" : event.kind == .willSet ? "willSet" : "other")
        seen.counts.append(cart.count)
        seen.matched.append(event.matches(\Cart.count))
      }
      #expect(seen.counts == [0])
      cart.count = 1
      cart.count = 2
      // Not yet: the run comes in a later turn, after the writes.
      #expect(seen.counts == [0])
      await Self.turns { seen.counts.count == 2 }
      #expect(seen.counts == [0, 2])
      #expect(seen.kinds == ["initial", "willSet"])
      #expect(seen.matched == [false, true])
      // It registered again by itself.
      cart.count = 3
      await Self.turns { seen.counts.count == 3 }
      #expect(seen.counts == [0, 2, 3])
      // A property it never read fires nothing; dropping the token ends it.
      cart.other = 1
      token = nil
      _ = token
      cart.count = 4
      await Self.turns { false }
      #expect(seen.counts == [0, 2, 3])
    }

    @Test func trackingWithOptionsReportsEachEdgeOfTheFirstChangeOnly() {
      let cart = Cart()
      let seen = Seen()
      let result = withObservationTracking(options: [.willSet, .didSet]) {
        cart.count
      } onChange: { event in
        seen.kinds.append(event.kind == .willSet ? "willSet" : event.kind == .didSet ? "didSet" : "other")
        seen.matched.append(event.matches(\Cart.count))
      }
      #expect(result == 0)
      cart.count = 1
      cart.count = 2
      #expect(seen.kinds == ["willSet", "didSet"])
      #expect(seen.matched == [true, true])
    }

    @Test func aThrowingApplyThrowsItsError() {
      struct Failure: Error {}
      let cart = Cart()
      #expect(throws: Failure.self) {
        try withObservationTracking(options: .didSet) { () throws(Failure) -> Int in
          _ = cart.count
          throw Failure()
        } onChange: { _ in
        }
      }
    }
  }
#endif
