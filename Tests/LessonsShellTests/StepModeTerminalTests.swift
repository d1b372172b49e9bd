import Foundation
import TestSupport
import Testing

/// The step mode on a real pseudo-terminal (tmux), as an instructor drives
/// it on a projector: look, poke, go back, replay, carry on.
@Suite(
  .enabled(if: TmuxSession.executable != nil, "tmux is not installed: the terminal tests are skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct StepModeTerminalTests {
  /// The fixture course's project, as `env` arguments for a tmux command: its root, home,
  /// workspace and the shared cache.
  static func fixtureVariables(_ project: ProjectCopy) -> String {
    project.environment.filter { $0.key != "PATH" }.map { "\($0.key)='\($0.value)'" }.sorted()
      .joined(separator: " ")
  }

  /// On the fixture course's stepper lesson: three steps, the last an outside event.
  @Test func stepModeLooksPokesGoesBackAndReplays() throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let binary = LessonsBinary.url!.path
    LessonsBinary.warmSharedCache()
    let tmux = try TmuxSession(
      command:
        "env -u NO_COLOR \(Self.fixtureVariables(project)) LANG=C.UTF-8 TERM=xterm '\(binary)'; "
        + "echo \"[exit $?]\"; sleep 60",
      columns: 120, rows: 50)
    defer { tmux.terminate() }
    try #require(tmux.waitFor { $0.contains("lessons>") }.contains("lessons>"))

    /// Types `line` and Return, then waits until `marker` shows in the output that follows that
    /// line and the screen ends with `prompt` and nothing typed after it.
    @discardableResult
    func enter(_ line: String, until marker: String, prompt: String) throws -> String {
      if !line.isEmpty { try tmux.type(line) }
      try tmux.send("Enter")
      func output(_ screen: String) -> String? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
          .reversed().drop { $0.isEmpty }.reversed()
        guard let last = lines.last, last.trimmingCharacters(in: .whitespaces) == prompt else { return nil }
        let typed = Array(lines.dropLast())
        guard
          let echo = typed.lastIndex(where: { line.isEmpty ? $0.hasSuffix("…") : $0.hasSuffix(" " + line) })
        else { return nil }
        return typed[(echo + 1)...].joined(separator: "\n")
      }
      let screen = try tmux.waitFor { output($0)?.contains(marker) == true }
      let text = output(screen) ?? ""
      #expect(text.contains(marker), "after '\(line)': \(screen)")
      return text
    }
    let beforeStep2 = "Next: 2. Turn it up twice. Press Return…"
    let beforeStep3 = "Next: 3. Quiet hours begin. Press Return…"

    try enter(
      "run volume-copy --step", until: "Step mode:", prompt: "Next: 1. Open the speaker. Press Return…")
    // Return: step 1 mounts the app.
    try enter("", until: "1. Open the speaker  [mount]", prompt: beforeStep2)
    // tree looks without advancing.
    try enter("tree", until: "Stepper \"Volume\": 4", prompt: beforeStep2)
    try enter("", until: "2. Turn it up twice", prompt: beforeStep3)
    // A poke off-script: tap names what is on screen when it cannot; inc changes the app.
    try enter("tap Volume", until: "No button labelled \"Volume\"", prompt: beforeStep3)
    try enter("inc Volume", until: "VolumeStepper._level: 6 → 7", prompt: beforeStep3)
    try enter("tree", until: "Stepper \"Volume\": 7", prompt: beforeStep3)
    // back returns to the script; back again goes a step back.
    try enter("back", until: "Back on the script", prompt: beforeStep3)
    try enter("tree", until: "Stepper \"Volume\": 6", prompt: beforeStep3)
    try enter("back", until: "Back before step 2", prompt: beforeStep2)
    try enter("tree", until: "Stepper \"Volume\": 4", prompt: beforeStep2)
    // replay runs step 1 again from a fresh start, and the pause stays before step 2.
    let replayed = try enter("replay", until: "Replaying step 1", prompt: beforeStep2)
    #expect(replayed.contains("+ VolumeStepper._level created = 4"))
    // next carries on with the script, to the end.
    try enter("next", until: "2. Turn it up twice", prompt: beforeStep3)
    let end = try enter("", until: "Verdict: Bug reproduced.", prompt: "lessons(volume-copy)>")
    #expect(end.contains("3. Quiet hours begin  [event quiet-hours]"))
    #expect(end.contains("← the bug"))
    // The app stays mounted, and its log says which step produced each stretch.
    let log = try enter("log", until: "Invalidation log of volume-copy", prompt: "lessons(volume-copy)>")
    #expect(log.contains(" step 3 · Quiet hours begin"))

    #expect(try tmux.endWithControlD().contains("[exit 0]"))
  }

  @Test(arguments: [(140, true), (90, false)])
  func compareUsesTwoColumnsOnlyWhenTheTerminalIsWide(columns: Int, sideBySide: Bool) throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let binary = LessonsBinary.url!.path
    LessonsBinary.warmSharedCache()
    let tmux = try TmuxSession(
      command:
        "env -u NO_COLOR \(Self.fixtureVariables(project)) LANG=C.UTF-8 TERM=xterm "
        + "'\(binary)' run volume-copy --compare; echo \"[exit $?]\"; sleep 60",
      columns: columns, rows: 40)
    defer { tmux.terminate() }
    let screen = try tmux.waitFor { $0.contains("[exit ") }
    #expect(screen.contains("[exit 0]"))
    let lines = screen.split(separator: "\n")
    let twoColumnRows = lines.filter { $0.contains(" │ ") }
    if sideBySide {
      #expect(lines.contains { $0.hasPrefix("   broken") && $0.hasSuffix("│ fixed") })
      #expect(twoColumnRows.count > 5)
      // The bar stands in one screen column on every row, wide characters (⚡) included.
      let bars = Set(twoColumnRows.map { DisplayWidthProbe.columns(of: $0.prefix { $0 != "│" }) })
      #expect(bars.count == 1)
    } else {
      #expect(lines.contains("   fixed:"))
      #expect(twoColumnRows.isEmpty)
    }
  }
}

/// Terminal columns of a screen line (tmux shows wide characters in two).
private enum DisplayWidthProbe {
  static func columns(of line: Substring) -> Int {
    line.unicodeScalars.reduce(0) { $0 + ($1.properties.isEmojiPresentation ? 2 : 1) }
  }
}
