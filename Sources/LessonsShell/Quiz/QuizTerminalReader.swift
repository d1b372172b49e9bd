import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads answers from a terminal's standard input for `lessons quiz`, where no shell loop
/// owns a reader: line by line, with Ctrl-C ending the quiz instead of the process.
///
/// The interrupt handler is installed without `SA_RESTART`, so a waiting `read` returns
/// `EINTR` and the pending interrupt is reported as ``LineInput/interrupted``.
final class QuizTerminalReader: LineReader {
  private let descriptor: Int32
  // Whatever owns the descriptor (a test's pipe), kept alive as long as the reader.
  private let owner: AnyObject?

  init(fileDescriptor: Int32 = STDIN_FILENO, keeping owner: AnyObject? = nil) {
    self.descriptor = fileDescriptor
    self.owner = owner
    InterruptSignal.install()
    InterruptSignal.clear()
  }

  func readLine(prompt: String) -> LineInput {
    var line: [UInt8] = []
    var length = 0
    var byte: UInt8 = 0
    // One byte at a time: a terminal delivers a line at once anyway, and nothing is
    // read past the newline that a later reader might need.
    while true {
      let count = read(descriptor, &byte, 1)
      if count < 0 && errno == EINTR {
        if InterruptSignal.consume() { return .interrupted }
        continue
      }
      if count <= 0 { return length == 0 ? .endOfInput : finish(line, length: length) }
      if byte == UInt8(ascii: "\n") { return finish(line, length: length) }
      length += 1
      // Bytes past the limit are counted, not kept, up to the newline.
      if line.count <= InputLineDecoder.limit { line.append(byte) }
    }
  }

  func remember(_ line: String) {}

  private func finish(_ line: [UInt8], length: Int) -> LineInput {
    length > InputLineDecoder.limit ? .overlong(byteCount: length) : .line(line)
  }
}
