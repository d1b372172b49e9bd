// The child's end of the result channel: linked into every check program (through the
// check harness) and every `play` program (through the play driver).

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
/// The descriptors and the tool's protocol version come on the command line
/// (``HarnessMessage/Option``). ``open(arguments:)`` reads the secret from its pipe and
/// closes it, so whatever learner code runs later finds it nowhere but in this process's memory.
///
/// ```swift
/// let channel = HarnessChannel.openOrExit(usage: "This program runs checks for `lessons check`.")
/// channel.send(.runEnded)
/// ```
public struct HarnessChannel: Sendable {
  /// Why a child cannot talk to the tool that started it.
  public enum OpenFailure: Error, Equatable, Sendable {
    /// No channel options on the command line: the program was not started by `lessons`.
    case notStartedByLessons
    /// The tool speaks another protocol version (absent counts as version 0). The
    /// refusal has been sent on the channel.
    case versionMismatch(ProtocolMismatch)
  }

  /// The result channel's descriptor.
  public let descriptor: Int32
  /// The run's secret, sent with every message.
  public let nonce: String

  /// The channel of a program started with `arguments`, or why there is none.
  ///
  /// The secret is read (and its pipe closed) before the version is compared, so a
  /// refusal reaches the tool marked as this run's: the tool then says what happened
  /// instead of seeing a program that exited without a word.
  public static func open(arguments: [String] = CommandLine.arguments) -> Result<HarnessChannel, OpenFailure>
  {
    guard let results = argument(HarnessMessage.Option.resultsDescriptor, in: arguments).flatMap(Int32.init),
      let secret = argument(HarnessMessage.Option.secretDescriptor, in: arguments).flatMap(Int32.init)
    else { return .failure(.notStartedByLessons) }
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
    let channel = HarnessChannel(descriptor: results, nonce: String(decoding: nonce, as: UTF8.self))
    let toolVersion = argument(HarnessMessage.Option.protocolVersion, in: arguments).flatMap(Int.init) ?? 0
    guard toolVersion == HarnessMessage.currentVersion else {
      let mismatch = ProtocolMismatch(
        toolVersion: toolVersion, childVersion: HarnessMessage.currentVersion, foundBy: .child)
      channel.send(.protocolRefused(mismatch))
      return .failure(.versionMismatch(mismatch))
    }
    return .success(channel)
  }

  /// The channel this program was started with; otherwise prints why to standard error
  /// and exits: with 64 and `usage` when `lessons` did not start it, with
  /// ``ProtocolMismatch/exitStatus`` when it speaks another protocol version.
  public static func openOrExit(usage: String) -> HarnessChannel {
    switch open() {
    case .success(let channel):
      return channel
    case .failure(.notStartedByLessons):
      fputs(usage + "\n", stderr)
      exit(64)
    case .failure(.versionMismatch(let mismatch)):
      fputs(mismatch.description + "\n", stderr)
      exit(ProtocolMismatch.exitStatus)
    }
  }

  /// The value after `option` on the command line, if any.
  public static func argument(_ option: String, in arguments: [String] = CommandLine.arguments) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }

  /// Sends `event` as one line, written whole, so the tool never reads half a message.
  public func send(_ event: HarnessMessage.Event) {
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
