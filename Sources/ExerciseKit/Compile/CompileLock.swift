import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps two compiles of the same product (a lesson's or a played file's program, a check's
/// object) from running at once, in one process or in several: the second waits for the
/// first, then finds the first's product in the cache instead of compiling it again.
///
/// Products are kept by the digest of what their compile reads (``CompiledProductCache``), so
/// two compiles of one key make the same bytes, and before this the one that lost the race
/// had compiled for nothing: four `prepare`s started together compiled the course's programs
/// up to four times, and a `pack check` beside a learner's `run` compiled what the other was
/// compiling (issue 38, item 9: 40 of 880 compiles in the test suite).
///
/// The lock is `flock`'s on a file in `<cache>/compile-locks`, one of 256 by the key's first
/// two digits (a handful of files however many keys; two keys that share one wait for each
/// other, which costs at most one compile's time). The folder is not among the caches a run
/// outside the sandbox is watched for (``UnsandboxedRun``), as no product is in it: a lock
/// that cannot be had (the folder cannot be written, a file that is not a lock, a holder
/// past ``wait``) only means compiling without it, as before.
struct CompileLock {
  /// The lock's file.
  let file: URL
  /// How long to wait for the holder: its compile and link, each under the compile time limit.
  let wait: Duration

  /// The lock of `key` (a product's hex digest) in the cache folder `cache`.
  init(cache: URL, key: String, wait: Duration) {
    file = cache.appendingPathComponent("compile-locks", isDirectory: true)
      .appendingPathComponent("\(key.prefix(2)).lock")
    self.wait = wait
  }

  /// The lock, taken: ``release()`` lets it go (so does the process's end).
  struct Held {
    fileprivate let descriptor: Int32

    /// Lets the lock go; a lock that was not had is a no-op.
    func release() {
      if descriptor >= 0 { close(descriptor) }
    }
  }

  /// Takes the lock once it is free, or goes on without it once ``wait`` has passed or
  /// `cancellation` is raised (the compile then sees the cancellation itself).
  ///
  /// ```swift
  /// let held = CompileLock(cache: cache, key: key, wait: .seconds(600)).acquire(cancellation: nil)
  /// defer { held.release() }
  /// ```
  func acquire(cancellation: CancellationFlag?) -> Held {
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Non-blocking: a FIFO put in its place must not hang the open.
    let descriptor = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
    guard descriptor >= 0 else { return Held(descriptor: -1) }
    // The holder may be stuck in a compile until its own limit: past the wait, go on without.
    guard
      ExclusiveFlock.take(descriptor, within: wait, polling: .milliseconds(10), cancellation: cancellation)
    else {
      close(descriptor)
      return Held(descriptor: -1)
    }
    return Held(descriptor: descriptor)
  }
}
