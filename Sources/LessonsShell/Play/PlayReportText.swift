import ExerciseKit
import LessonKit
import LessonPacks
import WorkbenchSupport

/// The text of a `play` transcript: the one place its wording lives.
///
/// ```text
/// Mounted Counter from Counter.swift:
///    Counter: @self, @identity, _count changed.
/// ▸ tap "+1"
///    Counter: _count changed.
/// ▸ expect Count 1   ✓
/// All 3 commands ran and every expectation held.
/// ```
@MainActor
enum PlayReportText {
  /// Prints `transcript` to `console`.
  /// With `why`, each step's chains of that view (``PlayTranscript/Step/why``) follow it.
  static func print(_ transcript: PlayTranscript, file: String, console: Console, why view: String? = nil) {
    for note in transcript.notes ?? [] { console.error(console.styler("note: ", .cyan) + note) }
    if transcript.status == .compileError {
      console.error(console.styler("\(file) does not compile:", .red))
      for line in CheckReportRenderer(styler: console.styler).render(transcript.diagnostics ?? []) {
        console.error(line)
      }
      return
    }
    for (index, step) in transcript.steps.enumerated() {
      printStep(step, root: transcript.root, file: file, console: console)
      if let view, let explanations = step.why {
        console.transcript(
          WhyRenderer.lines(
            for: view, explanations: explanations, source: "command \(index) · \(step.command)", indent: "   "
          ))
      }
    }
    if let output = transcript.output, transcript.status == .crashed || transcript.status == .timeout {
      for line in ProgramOutputExcerpt(output).rendered(styler: console.styler) { console.line(line) }
    }
    console.line(verdict(transcript, console: console))
  }

  /// One step: its heading, then what it showed.
  static func printStep(_ step: PlayTranscript.Step, root: String, file: String, console: Console) {
    let isExpectation = step.command.hasPrefix("expect")
    if step.command == "mount" {
      console.line(console.styler("Mounted \(root) from \(file):", .bold))
    } else if isExpectation {
      let mark = step.error == nil ? console.styler("✓ holds", .green) : console.styler("✗ failed", .red)
      console.line(console.styler("▸ " + step.command, .bold) + "   " + mark)
    } else {
      console.line(console.styler("▸ " + step.command, .bold))
    }
    let presenter = AppPresenter(console: console)
    switch step.command {
    case "tree": presenter.tree(step.tree, indent: "   ")
    case "counts": presenter.counts(step.counts ?? [:])
    case _ where isExpectation: break
    default:
      // Here the quiet line comes before what the code printed (a poke in the shell leaves it out then).
      if !presenter.logLines(step.events) && step.error == nil { presenter.nothingHappened() }
    }
    presenter.output(step.printed)
    if let error = step.error { console.line(console.styler("   " + error, .red)) }
  }

  /// The closing line.
  static func verdict(_ transcript: PlayTranscript, console: Console) -> String {
    let commands = transcript.steps.count - 1
    let failures = transcript.steps.filter { $0.error != nil }.count
    switch transcript.status {
    case .ok:
      return console.styler(
        "All \(commands) command\(commands == 1 ? "" : "s") ran and every expectation held.", .green)
    case .failed:
      return console.styler("\(failures) of \(commands) command\(commands == 1 ? "" : "s") failed.", .red)
    case .neverSettled:
      return console.styler(
        "The update never settled: a body keeps writing state it reads (the warning above says which); "
          + "this is a failure, whatever the screen shows.", .red)
    case .crashed: return console.styler("The program crashed; the commands after it did not run.", .red)
    case .timeout: return console.styler("The program timed out; the commands after it did not run.", .red)
    case .compileError: return console.styler("The file does not compile.", .red)
    }
  }
}
