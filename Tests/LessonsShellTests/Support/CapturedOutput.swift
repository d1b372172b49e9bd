import LessonsShell

/// Collects a shell's output in memory, in order, for a test to read.
final class CapturedOutput: OutputSink {
  /// Everything written to either stream, interleaved as it happened.
  private(set) var text = ""
  /// Only what went to standard output.
  private(set) var standardOutput = ""
  /// Only what went to standard error.
  private(set) var standardError = ""

  /// An empty capture.
  init() {}

  func write(_ text: String, to stream: OutputStream) {
    self.text += text
    switch stream {
    case .standardOutput: standardOutput += text
    case .standardError: standardError += text
    }
  }
}
