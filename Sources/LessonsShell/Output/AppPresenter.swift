import LessonKit
import StateRuntime
import WorkbenchSupport

/// Renders what a mounted app returns (its screen, its log, its body counts) the one way
/// the shell, `play` and step mode show it, whether the app runs in this process (a
/// lesson's) or in a child (a played file's).
@MainActor
struct AppPresenter {
  let console: Console

  /// The screen as ``ViewHost/render()`` drew it, each line after `indent`.
  func tree(_ rendered: String, indent: String = "") {
    console.lines(rendered.split(separator: "\n").map { indent + $0 })
  }

  /// Body evaluations per view, most first, then by name: the same order every time.
  func counts(_ counts: [String: Int]) {
    let sorted = counts.filter { $0.value > 0 }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
    guard !sorted.isEmpty else {
      console.line("   (none)")
      return
    }
    let width = sorted.map(\.key.count).max() ?? 0
    for (view, count) in sorted {
      console.line("   \(view)\(String(repeating: " ", count: width - view.count))  \(count)")
    }
  }

  /// The log lines of `events`; `false` when they print none.
  @discardableResult
  func logLines(_ events: [RuntimeEvent]) -> Bool {
    let lines = LogRenderer.lines(for: events)
    console.log(lines)
    return !lines.isEmpty
  }

  /// The line that stands for a command that changed nothing: silence would read as a hang.
  func nothingHappened() {
    console.line(console.styler("   (no state changed and no body ran)", .dim))
  }

  /// What one poke did: its log lines, what the app's code printed, and, when it did
  /// neither and did not fail, ``nothingHappened()``.
  func actionLog(_ events: [RuntimeEvent], printed: String? = nil, failed: Bool = false) {
    let logged = logLines(events)
    output(printed)
    if !logged && (printed ?? "").isEmpty && !failed { nothingHappened() }
  }

  /// The log since mount under `title`, each stretch under what produced it (a step, a
  /// command); with `markingSilence`, a stretch that logged nothing says so.
  func log(title: String, segments: [(heading: String, events: [RuntimeEvent])], markingSilence: Bool) {
    console.line(console.styler(title, .bold))
    for segment in segments {
      console.line(console.styler(" \(segment.heading)", .cyan))
      if !logLines(segment.events) && markingSilence { nothingHappened() }
    }
  }

  /// What the played code printed during a command, each line marked as its output (as Xcode's
  /// console shows `print` beside `_printChanges`), control characters made visible.
  func output(_ printed: String?) {
    guard let printed, !printed.isEmpty else { return }
    for line in printed.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      printed.hasSuffix("\n") ? 1 : 0)
    {
      console.line(console.styler("   printed: ", .cyan) + VisibleText.escapingControls(String(line)))
    }
  }
}
