// The child's end of the result channel: compiled into every check program and, through
// the runtime cache, into every `play` program (Sources/LessonsPlayDriver links to it).
// Do not edit: the tool knows this file's digest and reports an edited copy as tampered.

@preconcurrency import Foundation

#if canImport(Glibc)
  @preconcurrency import Glibc
#elseif canImport(Musl)
  @preconcurrency import Musl
#elseif canImport(Darwin)
  @preconcurrency import Darwin
#endif

/// Where a child program's ``HarnessMessage``s go, and the secret that marks them as its own.
///
/// The descriptors come on the command line (``HarnessMessage/Option``). ``open()``
/// reads the secret from its pipe and closes it, so whatever learner code runs later
/// finds it nowhere but in this process's memory.
struct HarnessChannel: Sendable {
  /// The result channel's descriptor.
  let descriptor: Int32
  /// The run's secret, sent with every message.
  let nonce: String

  /// The channel this program was started with, or `nil` when it was not started by
  /// `lessons` (no channel options on its command line).
  static func open() -> HarnessChannel? {
    guard let results = argument(HarnessMessage.Option.resultsDescriptor).flatMap(Int32.init),
      let secret = argument(HarnessMessage.Option.secretDescriptor).flatMap(Int32.init)
    else { return nil }
    var nonce: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 256)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(secret, $0.baseAddress, $0.count) }
      if count > 0 {
        nonce += buffer[0..<count]
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    close(secret)
    return HarnessChannel(descriptor: results, nonce: String(decoding: nonce, as: UTF8.self))
  }

  /// The value after `option` on the command line, if any.
  static func argument(_ option: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }

  /// Sends `event` as one line, written whole, so the tool never reads half a message.
  func send(_ event: HarnessMessage.Event) {
    guard let data = try? JSONEncoder().encode(HarnessMessage(nonce: nonce, event: event)) else { return }
    let bytes = [UInt8](data) + [UInt8(ascii: "\n")]
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}
