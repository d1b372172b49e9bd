import WorkbenchSupport

/// The read-parse-run loop of the shell, independent of where lines come from.
///
/// ```swift
/// let loop = ShellLoop(context: context, reader: StreamLineReader(text: "list\nquit\n"))
/// let status = await loop.run()
/// ```
/// Bad input is reported and the loop goes on; only `quit`, Ctrl-D or the end of
/// input end it. With piped input the result is the last failing status, or success.
@MainActor
package final class ShellLoop {
  private let context: CommandContext
  private let reader: any LineReader
  private let cancelsOnInterrupt: Bool
  private let interrupts: InterruptSource

  /// - Parameters:
  ///   - cancelsOnInterrupt: run commands so that Ctrl-C cancels them.
  ///   - interrupts: how Ctrl-C is noticed; SIGINT by default (install ``InterruptSignal`` first).
  package init(
    context: CommandContext, reader: any LineReader, cancelsOnInterrupt: Bool = false,
    interrupts: InterruptSource = .signal
  ) {
    self.context = context
    self.reader = reader
    self.cancelsOnInterrupt = cancelsOnInterrupt
    self.interrupts = interrupts
    context.session.lineReader = reader
  }

  /// The prompt, naming what is mounted (or else the open lesson): `lessons(draft-title)> `.
  package var prompt: String {
    let session = context.session
    let lesson = session.mountedScenario?.lessonID ?? session.currentLessonID
    return lesson.map { "\(ToolInfo.name)(\($0))> " } ?? "\(ToolInfo.name)> "
  }

  /// Reads and runs lines until `quit`, Ctrl-D or the end of input.
  package func run() async -> ExitCode {
    let dispatcher = CommandDispatcher(context: context)
    var lastFailure = ExitCode.success
    while !context.session.isQuitRequested {
      let status: ExitCode
      switch reader.readLine(prompt: prompt) {
      case .endOfInput:
        if context.mode == .interactive { context.console.line() }
        return context.mode == .interactive ? .success : lastFailure
      case .interrupted:
        continue
      case .overlong(let count):
        dispatcher.report(.lineTooLong(bytes: count, limit: InputLineDecoder.limit))
        status = .usageError
      case .line(let bytes):
        status = await handle(bytes, dispatcher: dispatcher)
      }
      if status != .success { lastFailure = status }
    }
    return context.mode == .interactive ? .success : lastFailure
  }

  private func handle(_ bytes: [UInt8], dispatcher: CommandDispatcher) async -> ExitCode {
    let words: [String]
    do {
      let text = try InputLineDecoder.decode(bytes)
      if context.session.echoesInput && context.mode == .script { context.console.line(prompt + text) }
      let trimmed = text.reversed().drop(while: \.isWhitespace).reversed()
      if trimmed.contains(where: { !$0.isWhitespace }) { reader.remember(String(trimmed)) }
      words = try ShellError.words(of: text)
    } catch {
      dispatcher.report(error)
      return error.exitCode
    }
    guard cancelsOnInterrupt else { return await dispatcher.execute(words) }
    return await executeCancellably(words, dispatcher: dispatcher)
  }

  // Ctrl-C during a command cancels its task; commands that block without awaiting
  // should poll `InterruptSignal.isPending` themselves.
  private func executeCancellably(_ words: [String], dispatcher: CommandDispatcher) async -> ExitCode {
    interrupts.clear()
    let command = Task { await dispatcher.execute(words) }
    let watcher = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(50))
        if interrupts.consume() {
          command.cancel()
          return
        }
      }
    }
    let status = await command.value
    watcher.cancel()
    if command.isCancelled {
      context.console.error("Interrupted.")
      return .failure
    }
    return status
  }
}
