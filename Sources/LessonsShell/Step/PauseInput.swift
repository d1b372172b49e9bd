/// Reads the lines typed at the step mode's pauses: through the shell's own
/// reader (libedit on a terminal, the piped stream otherwise), or standard
/// input for a single `lessons run ID --step`.
@MainActor
final class PauseInput {
  private let context: CommandContext
  // One reader for the whole walk: a stream reader buffers what it read ahead.
  private let reader: any LineReader

  init(context: CommandContext) {
    self.context = context
    self.reader = context.session.lineReader ?? StreamLineReader()
  }

  /// The words of the next line, or `nil` when the input ended or Ctrl-C was pressed.
  /// A line that cannot be read as words is reported and read again, so it never advances the script.
  func read(prompt: String) -> [String]? {
    while true {
      let input: LineInput
      if context.mode == .interactive {
        // libedit shows the prompt itself (plain: escape codes would upset its width count).
        input = reader.readLine(prompt: prompt)
      } else {
        context.console.write(prompt)
        input = reader.readLine(prompt: "")
      }
      switch input {
      case .endOfInput, .interrupted:
        if context.mode != .interactive { context.console.line() }
        return nil
      case .overlong(let count):
        if context.mode != .interactive { context.console.line() }
        report(.lineTooLong(bytes: count, limit: InputLineDecoder.limit))
      case .line(let bytes):
        let text = try? InputLineDecoder.decode(bytes)
        if context.mode != .interactive {
          // Piped: the line ends the prompt; with --echo it shows what was typed.
          context.console.line(context.session.echoesInput ? (text ?? "") : "")
        }
        do {
          let text = try InputLineDecoder.decode(bytes)
          if text.contains(where: { !$0.isWhitespace }) { reader.remember(text) }
          return try ShellError.words(of: text)
        } catch {
          report(error)
        }
      }
    }
  }

  private func report(_ error: ShellError) {
    CommandDispatcher(context: context).report(error)
  }
}
