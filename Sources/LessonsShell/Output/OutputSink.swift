/// Receives the shell's text; the standard streams in the tool, a buffer in tests.
@MainActor
package protocol OutputSink: AnyObject {
  /// Writes `text` exactly as given (no newline added).
  func write(_ text: String, to stream: OutputStream)
}
