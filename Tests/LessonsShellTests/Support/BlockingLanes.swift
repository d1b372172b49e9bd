/// At most `width` pieces of blocking work at once, each on a thread of its own (``offThePool``).
///
/// For a suite of many runs of the binary (a compile and a play each): serialized, they hold one
/// of the test runner's pool threads for minutes and leave a core idle; all at once, they would
/// start dozens of compilers. A few lanes keep the cores busy and the pool free.
actor BlockingLanes {
  private let width: Int
  private var busy = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Lanes for `width` pieces of work at once.
  init(width: Int) {
    self.width = max(1, width)
  }

  /// Runs `work` off the pool once a lane is free, and returns what it returned.
  func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    await enter()
    defer { leave() }
    return try await offThePool(work)
  }

  private func enter() async {
    guard busy >= width else {
      busy += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the lane to the first waiter, or frees it.
  private func leave() {
    if waiting.isEmpty {
      busy -= 1
    } else {
      waiting.removeFirst().resume()
    }
  }
}
