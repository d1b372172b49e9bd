import Foundation
import Observation
import Testing

/// The toolchain's Observation, as lesson 13's equal-write question states it
/// (Swift 6.2+, swiftlang/swift PR 78151): setting an Equatable property to an
/// equal value does not notify; an in-place mutation always does.
@MainActor
struct EqualWriteTests {
  @Observable final class Shelf {
    var books = ["Dune", "Emma"]
  }

  /// Counts how often a tracking's change fired; the change handler is `@Sendable`.
  final class Counter: @unchecked Sendable {
    // Sendable by its lock: the handler may in principle run on any thread.
    private let lock = NSLock()
    private var count = 0
    var fired: Int { lock.withLock { count } }
    func fire() { lock.withLock { count += 1 } }
  }

  static func fires(after write: (Shelf) -> Void) -> Int {
    let shelf = Shelf()
    let counter = Counter()
    withObservationTracking {
      _ = shelf.books
    } onChange: { [counter] in
      counter.fire()
    }
    write(shelf)
    return counter.fired
  }

  @Test func anEqualValueSetDoesNotNotify() {
    #expect(Self.fires { $0.books = ["Dune", "Emma"] } == 0)
  }

  @Test func anInPlaceMutationToTheSameValueNotifies() {
    #expect(Self.fires { $0.books[0] = "Dune" } == 1)
  }

  @Test func aDifferentValueNotifies() {
    #expect(Self.fires { $0.books = ["Dune"] } == 1)
  }
}
