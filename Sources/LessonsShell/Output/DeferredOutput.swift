/// Output kept until it can be written in its turn: `pack check` checks lessons side by side,
/// and each lesson's lines (and the messages its runs print) are written together, in the
/// pack's order, once the lessons before it are written.
@MainActor
final class DeferredOutput: OutputSink {
  private var pieces: [(text: String, stream: OutputStream)] = []

  func write(_ text: String, to stream: OutputStream) {
    pieces.append((text, stream))
  }

  /// Writes what was kept to `sink`, in the order it came, and forgets it.
  func flush(into sink: any OutputSink) {
    for piece in pieces { sink.write(piece.text, to: piece.stream) }
    pieces.removeAll()
  }
}

extension Console {
  /// A console like this one (its style, width and plainness) whose lines are kept in `output`.
  func deferred(into output: DeferredOutput) -> Console {
    let width = self.width
    let copy = Console(sink: output, styler: styler, width: { width })
    copy.isPlain = isPlain
    return copy
  }
}
