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
  @Test func stepModeLooksPokesGoesBackAndReplays() throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let binary = LessonsBinary.url!.path
    LessonsBinary.warmSharedCache()
    let tmux = try TmuxSession(
      command:
        "env -u NO_COLOR LESSONS_HOME='\(home.path)' LESSONS_CACHE='\(ScratchProject.sharedCache.path)' LANG=C.UTF-8 TERM=xterm '\(binary)'; "
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
    let beforeStep2 = "Next: 2. Rename it in the field. Press Return…"
    let beforeStep3 = "Next: 3. Edit ▸ Undo. Press Return…"

    try enter("run init-copy --step", until: "Step mode:", prompt: "Next: 1. Open the report. Press Return…")
    // Return: step 1 mounts the app.
    try enter("", until: "1. Open the report  [mount]", prompt: beforeStep2)
    // tree looks without advancing.
    try enter("tree", until: "TextField \"Title\": \"Q3 report\"", prompt: beforeStep2)
    try enter("", until: "2. Rename it in the field", prompt: beforeStep3)
    // A poke off-script: tap names what is on screen when it cannot; type changes the app.
    try enter("tap Title", until: "No button labelled \"Title\"", prompt: beforeStep3)
    try enter("type Title \"Q4 plan\"", until: "\"Q3 final\" → \"Q4 plan\"", prompt: beforeStep3)
    try enter("tree", until: "TextField \"Title\": \"Q4 plan\"", prompt: beforeStep3)
    // back returns to the script; back again goes a step back.
    try enter("back", until: "Back on the script", prompt: beforeStep3)
    try enter("tree", until: "TextField \"Title\": \"Q3 final\"", prompt: beforeStep3)
    try enter("back", until: "Back before step 2", prompt: beforeStep2)
    try enter("tree", until: "TextField \"Title\": \"Q3 report\"", prompt: beforeStep2)
    // replay runs step 1 again from a fresh start, and the pause stays before step 2.
    let replayed = try enter("replay", until: "Replaying step 1", prompt: beforeStep2)
    #expect(replayed.contains("+ TitleEditor._title created = \"Q3 report\""))
    // next carries on with the script, to the end.
    try enter("next", until: "2. Rename it in the field", prompt: beforeStep3)
    try enter(
      "", until: "3. Edit ▸ Undo  [event undo]", prompt: "Next: 4. A sync renames the report. Press Return…")
    let end = try enter("", until: "Verdict: Bug reproduced.", prompt: "lessons(init-copy)>")
    #expect(end.contains("← the bug"))
    // The app stays mounted, and its log says which step produced each stretch.
    let log = try enter("log", until: "Invalidation log of init-copy", prompt: "lessons(init-copy)>")
    #expect(log.contains(" step 4 · A sync renames the report"))

    #expect(try tmux.endWithControlD().contains("[exit 0]"))
  }

  @Test(arguments: [(140, true), (90, false)])
  func compareUsesTwoColumnsOnlyWhenTheTerminalIsWide(columns: Int, sideBySide: Bool) throws {
    let home = LessonsBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let binary = LessonsBinary.url!.path
    LessonsBinary.warmSharedCache()
    let tmux = try TmuxSession(
      command:
        "env -u NO_COLOR LESSONS_HOME='\(home.path)' LESSONS_CACHE='\(ScratchProject.sharedCache.path)' LANG=C.UTF-8 TERM=xterm "
        + "'\(binary)' run identity-reset --compare; echo \"[exit $?]\"; sleep 60",
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
