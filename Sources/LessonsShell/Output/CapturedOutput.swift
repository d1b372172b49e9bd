/// Collects output in memory, in order, for tests and for rendering to a string.
public final class CapturedOutput: OutputSink {
  /// Everything written to either stream, interleaved as it happened.
  public private(set) var text = ""
  /// Only what went to standard output.
  public private(set) var standardOutput = ""
  /// Only what went to standard error.
  public private(set) var standardError = ""

  /// An empty capture.
  public init() {}

  public func write(_ text: String, to stream: OutputStream) {
    self.text += text
    switch stream {
    case .standardOutput: standardOutput += text
    case .standardError: standardError += text
    }
  }
}
