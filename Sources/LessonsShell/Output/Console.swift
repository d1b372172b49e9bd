import WorkbenchSupport

/// Writes lines for the user: styled for a terminal, plain for pipes, wrapped to the width.
///
/// ```swift
/// context.console.line(context.console.styler("draft-title", .bold) + "  A copy made at init time")
/// context.console.error("No scenario is mounted.")
/// ```
@MainActor
package final class Console {
  /// Where text goes.
  package let sink: any OutputSink
  /// Adds colour on a terminal; plain otherwise (and always with `NO_COLOR` or `--no-color`).
  package var styler: Styler
  private let widthSource: @MainActor () -> Int

  /// - Parameter width: read on every use, so a resized window is noticed by the next command.
  package init(sink: any OutputSink, styler: Styler, width: @escaping @MainActor () -> Int) {
    self.sink = sink
    self.styler = styler
    self.widthSource = width
  }

  /// A plain console with a fixed width: for tests and piped output.
  package convenience init(sink: any OutputSink, width: Int = Terminal.defaultColumns) {
    self.init(sink: sink, styler: .plain, width: { width })
  }

  /// The current width in columns.
  package var width: Int { widthSource() }

  /// Whether output is for a screen reader or a dumb terminal (`--plain`, `TERM=dumb`): marks,
  /// symbols and box drawing become words and ASCII (``PlainText``), and there is no colour.
  package var isPlain = false {
    didSet { if isPlain { styler = .plain } }
  }

  /// `text` as this console writes it.
  private func shown(_ text: String) -> String { isPlain ? PlainText.plain(text) : text }

  /// Writes one line to standard output.
  package func line(_ text: String = "") {
    sink.write(shown(text) + "\n", to: .standardOutput)
  }

  /// Writes `text` to standard output wrapped to the width, each line after the first indented.
  package func paragraph(_ text: String, indent: String = "", firstIndent: String? = nil) {
    for line in TextWrapper(width: width).wrap(text, indent: indent, firstIndent: firstIndent) {
      self.line(line)
    }
  }

  /// Writes one line to standard error.
  package func error(_ text: String) {
    sink.write(shown(text) + "\n", to: .standardError)
  }

  /// Writes text to standard output without a newline (prompts, progress).
  package func write(_ text: String) {
    sink.write(shown(text), to: .standardOutput)
  }
}

extension Console {
  /// Writes each of `lines` to standard output.
  package func lines(_ lines: [String]) {
    for text in lines {
      line(text)
    }
  }
}
