import CEditLine
import WorkbenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines through libedit: editing keys, history in a file, Tab completion.
///
/// Use only when stdin and stdout are both terminals. Ctrl-C abandons the line
/// (``LineInput/interrupted``), Ctrl-D on an empty line ends input; a resized
/// window is redrawn at once.
///
/// Why libedit does not read the keys itself: on SIGINT its read loop retries once
/// in cooked mode, so the first Ctrl-C leaves a half-dead prompt, and its own
/// signal handler re-raises to the whole process group. Instead libedit's signal
/// handling is off, ``InterruptSignal`` and ``ResizeSignal`` catch the signals, and
/// ``KeyReader`` hands libedit one key at a time, noticing the signals in between.
@MainActor
package final class EditLineReader: LineReader {
  private let historyPath: String?
  private var lastRemembered: String?
  private var historyDirectoryReady = false
  private let prepareHistoryDirectory: () -> Bool

  /// Sets libedit up.
  ///
  /// - Parameters:
  ///   - historyPath: the history file, read now and rewritten after every line; `nil` keeps none.
  ///   - prepareHistoryDirectory: creates the file's directory; called before the first write.
  ///   - completion: what Tab offers.
  package init(
    historyPath: String?, prepareHistoryDirectory: @escaping () -> Bool, completion: CompletionEngine
  ) {
    self.historyPath = historyPath
    self.prepareHistoryDirectory = prepareHistoryDirectory
    TerminalLocale.adoptUTF8()
    InterruptSignal.install()
    ResizeSignal.install()
    EditLineCompletion.install(completion)
    ceditline_set_readline_name(strdup(ToolInfo.name))
    // Both must be set before rl_initialize, which reads them.
    ceditline_set_catch_signals(0)
    ceditline_set_getc_function(KeyReader.readKey)
    rl_initialize()
    using_history()
    stifle_history(1000)
    if let historyPath {
      _ = read_history(historyPath)
    }
  }

  package func readLine(prompt: String) -> LineInput {
    KeyReader.wasInterrupted = false
    InterruptSignal.clear()
    guard let line = readline(prompt) else {
      guard KeyReader.wasInterrupted else { return .endOfInput }
      // libedit leaves the cursor after the abandoned text.
      _ = write(STDOUT_FILENO, "^C\n", 3)
      return .interrupted
    }
    defer { free(line) }
    let bytes = UnsafeRawBufferPointer(start: line, count: strlen(line))
    return .line(Array(bytes))
  }

  package func remember(_ line: String) {
    guard line != lastRemembered else { return }
    lastRemembered = line
    add_history(line)
    guard let historyPath else { return }
    if !historyDirectoryReady {
      historyDirectoryReady = prepareHistoryDirectory()
    }
    if historyDirectoryReady {
      _ = write_history(historyPath)
    }
  }
}
