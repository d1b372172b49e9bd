/// Collects output in memory, in order, for tests and for rendering to a string.
package final class CapturedOutput: OutputSink {
  /// Everything written to either stream, interleaved as it happened.
  package private(set) var text = ""
  /// Only what went to standard output.
  package private(set) var standardOutput = ""
  /// Only what went to standard error.
  package private(set) var standardError = ""

  /// An empty capture.
  package init() {}

  package func write(_ text: String, to stream: OutputStream) {
    self.text += text
    switch stream {
    case .standardOutput: standardOutput += text
    case .standardError: standardError += text
    }
  }
}
