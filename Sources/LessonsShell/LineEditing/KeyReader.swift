import CEditLine
import Synchronization
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Feeds libedit one character at a time from stdin (its `rl_getc_function`).
///
/// Returns a whole Unicode scalar per call: libedit stores the value as a wide
/// character, so returning single UTF-8 bytes would garble non-ASCII input.
/// Returning -1 ends the line with no result, which is how Ctrl-C abandons it.
enum KeyReader {
  private static let interrupted = Atomic<Bool>(false)

  /// Whether the last `readline` ended because of Ctrl-C.
  static var wasInterrupted: Bool {
    get { interrupted.load(ordering: .relaxed) }
    set { interrupted.store(newValue, ordering: .relaxed) }
  }

  static let readKey: @convention(c) (UnsafeMutablePointer<FILE>?) -> Int32 = { _ in
    guard let lead = KeyReader.nextByte() else { return -1 }
    let length: Int
    switch lead {
    case 0x00...0x7F: return Int32(lead)
    case 0xC2...0xDF: length = 1
    case 0xE0...0xEF: length = 2
    case 0xF0...0xF4: length = 3
    default: return 0xFFFD
    }
    var bytes = [lead]
    for _ in 0..<length {
      guard let next = KeyReader.nextByte() else { return -1 }
      bytes.append(next)
    }
    guard let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first else {
      return 0xFFFD
    }
    return Int32(bitPattern: scalar.value)
  }

  /// The next byte from stdin, or `nil` at end of input or on Ctrl-C.
  private static func nextByte() -> UInt8? {
    while true {
      var descriptors = [
        pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
        pollfd(fd: SignalWakeup.fileDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, -1)
      if ready < 0 && errno != EINTR { return nil }
      if descriptors[1].revents != 0 { SignalWakeup.drain() }
      if InterruptSignal.consume() {
        wasInterrupted = true
        return nil
      }
      if ResizeSignal.consume() { rl_resize_terminal() }
      guard ready > 0, descriptors[0].revents != 0 else { continue }
      var byte: UInt8 = 0
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }
}
