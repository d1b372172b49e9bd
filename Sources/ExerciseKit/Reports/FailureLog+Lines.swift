import LessonsProtocol
@_spi(Tooling) import StateRuntime

extension HarnessMessage.FailureLog {
  /// The log as a failed check shows it: each record in the lessons' words.
  ///
  /// ```text
  /// … 2 earlier lines
  ///   + NoteEditor._title created = "Draft"  [MemoScreen/VStack[0]/NoteEditor]
  /// ▸ tap("Undo")
  ///   = MemoScreen._title: "Final" → "Draft"
  ///   MemoScreen: _title changed.
  /// ```
  ///
  /// The words are the runtime's (``StateRuntime/RuntimeEvent/logLine``, as the lessons'
  /// `LogRenderer` prints them), so a check and a lesson say the same thing the same way.
  /// Events go under the heading of the action that caused them
  /// (``StateRuntime/RuntimeEvent/logHeading``); body changes read as the body evaluations
  /// they are; lines a check wrote are shown as written. The text is the child's and
  /// the learner's: callers make control characters visible before printing it.
  package var lines: [String] {
    var lines = earlierEntriesDropped > 0 ? ["… \(earlierEntriesDropped) earlier lines"] : []
    switch entries {
    case .events(let events):
      lines += events.compactMap { event in event.logHeading ?? event.logLine.map { "  " + $0 } }
    case .changes(let changes):
      lines += changes.compactMap { RuntimeEvent.bodyEvaluated($0).logLine }
    case .lines(let written):
      lines += written
    }
    return lines
  }
}
