import Foundation
import Testing

@testable import ExerciseKit

/// Two compiles of one product take turns (issue 38, item 9), and a lock that cannot be had
/// never stops a compile.
@Suite struct CompileLockTests {
  /// A cache folder of its own, removed after `body`.
  static func withCache(_ body: (URL) throws -> Void) throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-compile-lock-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: cache) }
    try body(cache)
  }

  /// Takes `lock` on a thread of its own; the seconds from `start` to when it had it.
  static func secondsToAcquire(_ lock: CompileLock, from start: ContinuousClock.Instant) async -> Double {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let held = lock.acquire(cancellation: nil)
        let waited = ContinuousClock.now - start
        held.release()
        continuation.resume(
          returning: Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18)
      }
    }
  }

  /// Whether some holder has `lock`'s file locked: another descriptor cannot take it.
  static func isTaken(_ lock: CompileLock) -> Bool {
    let descriptor = open(lock.file.path, O_RDWR | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return flock(descriptor, LOCK_EX | LOCK_NB) != 0
  }

  @Test func aSecondCompileOfTheKeyWaitsForTheFirst() async throws {
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-compile-lock-\(UInt64.random(in: 0...UInt64.max))", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: cache) }
    let lock = CompileLock(cache: cache, key: "ab" + String(repeating: "0", count: 62), wait: .seconds(60))
    let first = lock.acquire(cancellation: nil)
    #expect(Self.isTaken(lock))
    let start = ContinuousClock.now
    async let second = Self.secondsToAcquire(lock, from: start)
    try await Task.sleep(for: .milliseconds(600))
    first.release()
    #expect(await second >= 0.5)
    #expect(!Self.isTaken(lock))
    // Another key's lock is another file: held while this one is.
    let held = lock.acquire(cancellation: nil)
    defer { held.release() }
    let other = CompileLock(cache: cache, key: "cd" + String(repeating: "0", count: 62), wait: .zero)
    let otherHeld = other.acquire(cancellation: nil)
    #expect(Self.isTaken(other))
    otherHeld.release()
    #expect(!Self.isTaken(other))
  }

  /// A holder that keeps the lock past the wait (a compile stuck to its limit), or a compile
  /// that is cancelled meanwhile, goes on without it.
  @Test func aCompileGoesOnWithoutTheLockPastTheWaitOrWhenCancelled() async throws {
    try Self.withCache { cache in
      let key = String(repeating: "e", count: 64)
      let holder = CompileLock(cache: cache, key: key, wait: .seconds(60)).acquire(cancellation: nil)
      defer { holder.release() }
      var start = ContinuousClock.now
      let late = CompileLock(cache: cache, key: key, wait: .milliseconds(300))
      late.acquire(cancellation: nil).release()
      let waited = ContinuousClock.now - start
      #expect(waited >= .milliseconds(300) && waited < .seconds(5), "\(waited)")
      // It went on without the lock: the holder still has it.
      #expect(Self.isTaken(late))
      let cancelled = CancellationFlag()
      cancelled.cancel()
      start = ContinuousClock.now
      CompileLock(cache: cache, key: key, wait: .seconds(60)).acquire(cancellation: cancelled).release()
      #expect(ContinuousClock.now - start < .seconds(5))
    }
  }

  /// A cache where no lock can be made (its folder is a file) compiles at once.
  @Test func aCacheWithoutRoomForLocksCompilesAtOnce() throws {
    try Self.withCache { cache in
      try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
      try Data().write(to: cache.appendingPathComponent("compile-locks"))
      let start = ContinuousClock.now
      let held = CompileLock(cache: cache, key: "ff00", wait: .seconds(60)).acquire(cancellation: nil)
      held.release()
      #expect(ContinuousClock.now - start < .seconds(5))
    }
  }
}
