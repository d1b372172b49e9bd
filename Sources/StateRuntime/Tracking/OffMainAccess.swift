import Foundation

// Apple declares `State`'s and `Binding`'s `wrappedValue`, `State`'s
// `projectedValue`, `Binding.init(get:set:)` and `DynamicProperty` without
// `@MainActor`, and the State page says "It is safe to mutate state
// properties from any thread." So code in a nonisolated context (a
// `nonisolated func`, a detached task) may read and write them: that is not
// a compile error here either. The runtime's own tables stay on the main
// actor; these helpers are how the nonisolated declarations reach them.

extension MainThread {
  /// Runs main-actor code from a nonisolated declaration, once ``isCurrent``
  /// has said that the caller is on the main actor.
  ///
  /// `MainActor.assumeIsolated` does the same after its own check, but it
  /// returns only `Sendable` results, and a state's value need not be.
  static func run<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { escapable in
      try unsafeBitCast(escapable, to: (() throws -> T).self)()
    }
  }
}

/// A value read and written from any thread under a lock: a state's value,
/// which SwiftUI lets code on any thread mutate.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func get() -> Value {
    lock.withLock { value }
  }

  /// Stores `newValue` unless it equals the value held; returns the value it replaced.
  func replace(with newValue: Value) -> Value? {
    lock.withLock {
      if ValueComparison.isEqual(value, newValue) { return nil }
      let old = value
      value = newValue
      return old
    }
  }
}

/// Carries values that are not `Sendable` to the main actor, for a write
/// made on another thread whose effects (invalidation, the log) run there.
struct MainActorHandoff<Value>: @unchecked Sendable {
  let value: Value
}
