import Foundation
import Testing

/// An app of several files played in the interactive shell (issue 35, item 2): saving any
/// of its files, not only the one with the root, remounts it.
@Suite(
  .enabled(if: TmuxSession.executable != nil, "tmux is not installed: the terminal tests are skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct PlayAppTerminalTests {
  @Test func savingAModelFileOfAPlayedAppRemountsIt() throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let folder = project.root.appendingPathComponent("Tally")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Models"), withIntermediateDirectories: true)
    try Data(PlayAppTests.app.utf8).write(to: folder.appendingPathComponent("TallyApp.swift"))
    try Data(PlayAppTests.view.utf8).write(to: folder.appendingPathComponent("TallyView.swift"))
    let model = folder.appendingPathComponent("Models/TallyModel.swift")
    try Data(PlayAppTests.model.utf8).write(to: model)
    let environment = project.environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    LessonsBinary.warmSharedCache()
    let tmux = try TmuxSession(
      command: "cd '\(project.root.path)' && env -u NO_COLOR \(environment) LANG=C.UTF-8 TERM=xterm "
        + "'\(LessonsBinary.url!.path)'; echo \"[exit $?]\"; sleep 60",
      columns: 120, rows: 60)
    defer { tmux.terminate() }
    try #require(tmux.waitFor { $0.contains("lessons>") }.contains("lessons>"))

    @discardableResult
    func enter(_ line: String, until marker: String) throws -> String {
      try tmux.type(line)
      try tmux.send("Enter")
      let screen = try tmux.waitFor(timeout: .seconds(60)) {
        $0.contains(marker) && $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(")>")
      }
      #expect(screen.contains(marker), "after '\(line)': \(screen)")
      return screen
    }

    try enter("play Tally", until: "Mounted TallyApp from Tally:")
    try enter("tap Add", until: "TallyView:")
    try enter("tree", until: "Text \"Tally: 1\"")
    // The model adds two now: the app is compiled again and mounted afresh.
    try Data(PlayAppTests.model.replacingOccurrences(of: "count += 1", with: "count += 2").utf8).write(
      to: model)
    try enter("tap Add", until: "state was reset because the code changed")
    try enter("tree", until: "Text \"Tally: 2\"")
    #expect(try tmux.endWithControlD().contains("[exit 0]"))
  }
}
