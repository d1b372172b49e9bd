/// What a ``LineReader`` got: a line's raw bytes, or why there is none.
package enum LineInput: Sendable, Equatable {
  /// One line without its newline, as raw bytes (decoding is the loop's job).
  case line([UInt8])
  /// A line longer than the reader keeps; its bytes were dropped.
  case overlong(byteCount: Int)
  /// Ctrl-C while editing: abandon the line and prompt again.
  case interrupted
  /// Ctrl-D on an empty line, or the end of piped input.
  case endOfInput
}
