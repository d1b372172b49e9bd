import LessonKit
import WorkbenchSupport

/// Connects a ``QuizSession`` to the shell: output through the console, answers from a line reader.
@MainActor
final class ConsoleQuizIO: QuizIO {
  private let console: Console
  private let reader: any LineReader
  private let promptStyle: QuizPromptStyle

  init(console: Console, reader: any LineReader, promptStyle: QuizPromptStyle) {
    self.console = console
    self.reader = reader
    self.promptStyle = promptStyle
  }

  func show(_ line: QuizLine) {
    let styler = console.styler
    switch line {
    case .heading(let text):
      console.line(styler(text, .bold))
    case .text(let text):
      console.paragraph(text)
    case .code(let text):
      for codeLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
        console.line(codeLine.isEmpty ? "" : "    " + codeLine)
      }
    case .item(let label, let text):
      // Continuation lines align with the text after a short label (`a) `), else indent a little.
      let hanging = label.count <= 6 ? label.count + 3 : 4
      console.paragraph(label + " " + text, indent: String(repeating: " ", count: hanging), firstIndent: "  ")
    case .verdict(let isRight, let text):
      styledParagraph(text, isRight ? .green : .red)
    case .problem(let text):
      styledParagraph(text, .yellow)
    case .blank:
      console.line()
    }
  }

  func read(prompt: String) -> QuizReply {
    while true {
      if promptStyle == .inline { console.write(prompt) }
      switch reader.readLine(prompt: promptStyle == .byReader ? prompt : "") {
      case .endOfInput:
        if promptStyle != .echoed { console.line() }
        return .end(interrupted: false)
      case .interrupted:
        // libedit has already ended the line it was editing; a plain terminal read has not.
        if promptStyle == .inline { console.line() }
        return .end(interrupted: true)
      case .overlong(let count):
        show(.problem("That answer was \(count) bytes long; answers are one short line."))
      case .line(let bytes):
        // An answer is text, not a command line: undecodable bytes are kept as replacement characters.
        let text = (try? InputLineDecoder.decode(bytes)) ?? String(decoding: bytes, as: UTF8.self)
        if promptStyle == .echoed { console.line(prompt + text) }
        return .answer(text)
      }
    }
  }

  // Wrapped first, then styled line by line, so escape codes never count towards the width.
  private func styledParagraph(_ text: String, _ style: TextStyle) {
    for line in TextWrapper(width: console.width).wrap(text, indent: "  ") {
      console.line(console.styler(line, style))
    }
  }
}
