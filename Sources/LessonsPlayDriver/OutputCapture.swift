@preconcurrency import Foundation

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// What the played code prints, taken command by command so the log can show it where it
/// happened, as Xcode's console shows `print` beside `_printChanges`.
///
/// Standard output becomes a pipe that a thread of its own reads: it passes every byte on
/// to the original standard output at once (so what was printed before a crash is still in
/// the tool's excerpt) and keeps it for ``take()``. A full pipe never blocks the played
/// code, since the thread keeps reading. ``take()`` flushes `stdout`, writes a marker of
/// this run's own to the pipe and waits until the thread reads it: the pipe is in order,
/// so everything printed before the call has then been seen.
final class OutputCapture: @unchecked Sendable {
  /// The most text one command keeps; the rest is counted.
  static let limit = 16 * 1024

  private let lock = NSLock()
  private var pending: [UInt8] = []
  private var dropped = 0
  private let marker: [UInt8]
  private let markerSeen = DispatchSemaphore(value: 0)
  private let writeEnd: Int32

  /// Captures standard output from now on; `nil` (and nothing changed) when a pipe cannot be made.
  init?() {
    var descriptors: [Int32] = [0, 0]
    let original = dup(STDOUT_FILENO)
    guard original >= 0, pipe(&descriptors) == 0 else { return nil }
    fflush(stdout)
    guard dup2(descriptors[1], STDOUT_FILENO) >= 0 else { return nil }
    close(descriptors[1])
    writeEnd = STDOUT_FILENO
    var random = SystemRandomNumberGenerator()
    marker = Array("\u{1}lessons-output-\(String(random.next() as UInt64, radix: 36))\u{1}\n".utf8)
    let readEnd = descriptors[0]
    let thread = Thread { [self] in self.pump(from: readEnd, to: original) }
    thread.name = "lessons play output"
    thread.start()
  }

  /// Everything printed since the last call, at most ``limit`` bytes with a count of the rest.
  func take() -> String? {
    fflush(stdout)
    var written = 0
    while written < marker.count {
      let count = marker.withUnsafeBytes { write(writeEnd, $0.baseAddress! + written, $0.count - written) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      written += count
    }
    guard markerSeen.wait(timeout: .now() + 2) == .success else { return nil }
    return lock.withLock {
      defer {
        pending = []
        dropped = 0
      }
      guard !pending.isEmpty else { return nil }
      var text = String(decoding: pending, as: UTF8.self)
      if dropped > 0 { text += "… (\(dropped) more bytes)\n" }
      return text
    }
  }

  private func pump(from readEnd: Int32, to original: Int32) {
    var carried: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return }
      carried += chunk[0..<count]
      // Everything up to a marker is output; a marker's first bytes may still be on their way.
      while let range = Self.range(of: marker, in: carried) {
        keep(Array(carried[..<range.lowerBound]), passingTo: original)
        carried.removeSubrange(..<range.upperBound)
        markerSeen.signal()
      }
      let held = Self.longestSuffix(of: carried, startingMarker: marker)
      if carried.count > held {
        keep(Array(carried[..<(carried.count - held)]), passingTo: original)
        carried.removeSubrange(..<(carried.count - held))
      }
    }
  }

  private func keep(_ bytes: [UInt8], passingTo original: Int32) {
    guard !bytes.isEmpty else { return }
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { write(original, $0.baseAddress! + offset, $0.count - offset) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      offset += count
    }
    lock.withLock {
      let room = max(0, Self.limit - pending.count)
      pending += bytes.prefix(room)
      dropped += max(0, bytes.count - room)
    }
  }

  private static func range(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
      if Array(haystack[start..<start + needle.count]) == needle { return start..<start + needle.count }
    }
    return nil
  }

  /// How many of the last bytes could be the start of a marker still arriving.
  private static func longestSuffix(of bytes: [UInt8], startingMarker marker: [UInt8]) -> Int {
    var length = min(marker.count - 1, bytes.count)
    while length > 0 {
      if Array(bytes.suffix(length)) == Array(marker.prefix(length)) { return length }
      length -= 1
    }
    return 0
  }
}
