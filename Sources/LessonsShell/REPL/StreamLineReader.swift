#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines from a file descriptor (piped stdin) or from bytes in memory; no prompt, no history.
///
/// Memory stays bounded: bytes of a line beyond the limit are counted, not kept.
package final class StreamLineReader: LineReader {
  private enum Source {
    case descriptor(Int32)
    case memory
  }

  private let source: Source
  private let limit: Int
  private var buffer: [UInt8]
  private var position = 0
  private var reachedEnd = false

  /// Reads from `fileDescriptor` (standard input by default).
  package init(fileDescriptor: Int32 = STDIN_FILENO, limit: Int = InputLineDecoder.limit) {
    self.source = .descriptor(fileDescriptor)
    self.limit = limit
    self.buffer = []
  }

  /// Reads from `bytes`, as if they had been piped in.
  package init(bytes: [UInt8], limit: Int = InputLineDecoder.limit) {
    self.source = .memory
    self.limit = limit
    self.buffer = bytes
    self.reachedEnd = true
  }

  /// Reads from `text`, as if it had been piped in.
  package convenience init(text: String) {
    self.init(bytes: Array(text.utf8))
  }

  package func readLine(prompt: String) -> LineInput {
    var line: [UInt8] = []
    var count = 0
    while true {
      if position == buffer.count {
        if !refill() {
          if count == 0 { return .endOfInput }
          break
        }
      }
      let byte = buffer[position]
      position += 1
      if byte == UInt8(ascii: "\n") { break }
      count += 1
      // One byte past the limit is kept so the decoder can say "too long" itself.
      if line.count <= limit { line.append(byte) }
    }
    return count > limit + 1 ? .overlong(byteCount: count) : .line(line)
  }

  package func remember(_ line: String) {}

  /// Hands over what was read ahead and not yet returned, so another reader of the same
  /// descriptor (`watch` listening for Return) starts where this one stopped.
  func takeReadAhead() -> (bytes: [UInt8], reachedEnd: Bool) {
    let rest = Array(buffer[position...])
    buffer = []
    position = 0
    return (rest, reachedEnd)
  }

  private func refill() -> Bool {
    guard case .descriptor(let descriptor) = source, !reachedEnd else { return false }
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        reachedEnd = true
        return false
      }
      buffer = Array(chunk[..<count])
      position = 0
      return true
    }
  }
}
