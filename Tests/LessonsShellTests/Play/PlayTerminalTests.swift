import Foundation
import Testing

/// `play FILE` in the interactive shell on a real pseudo-terminal (tmux): poke, complete,
/// save, and survive a file that does not compile, one that crashes and one that never ends.
@Suite(
  .enabled(if: TmuxSession.executable != nil, "tmux is not installed: the terminal tests are skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct PlayTerminalTests {
  static let counter = PlayBinaryTests.counter

  static let boom = """
    import SwiftUI
    struct Boom: View {
      @State private var armed = false
      var body: some View {
        VStack {
          Button("Arm") { armed = true }
          if armed { Text(explode()) }
        }
      }
      func explode() -> String { fatalError("boom in body") }
    }

    """

  static let spin = """
    import SwiftUI
    struct Spin: View {
      @State private var on = false
      var body: some View {
        VStack {
          Toggle("Spin", isOn: $on)
          if on { Text(spin()) }
        }
      }
      func spin() -> String {
        var n = 0
        while n >= 0 { n = (n &+ 1) % 1000 }
        return "\\(n)"
      }
    }

    """

  @Test func theShellPlaysAFileAndSurvivesACompileErrorACrashAndAHang() throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let folder = project.root.appendingPathComponent("mine")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = [
      "Counter.swift": Self.counter, "Boom.swift": Self.boom, "Spin.swift": Self.spin,
      "Broken.swift": Self.counter.replacingOccurrences(of: "count += 1", with: "count += one"),
    ]
    for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    let environment = project.environment.map { "\($0.key)='\($0.value)'" }.joined(separator: " ")
    LessonsBinary.warmSharedCache()
    let tmux = try TmuxSession(
      command: "cd '\(project.root.path)' && env -u NO_COLOR \(environment) LANG=C.UTF-8 TERM=xterm "
        + "'\(LessonsBinary.url!.path)'; echo \"[exit $?]\"; sleep 60",
      columns: 120, rows: 60)
    defer { tmux.terminate() }
    try #require(tmux.waitFor { $0.contains("lessons>") }.contains("lessons>"))

    /// Types `line`, presses Return and waits until `marker` has appeared `times` times on screen.
    @discardableResult
    func enter(_ line: String, until marker: String, times: Int = 1) throws -> String {
      try tmux.type(line)
      try tmux.send("Enter")
      let screen = try tmux.waitFor(timeout: .seconds(60)) {
        $0.components(separatedBy: marker).count - 1 >= times
          && $0.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(")>")
      }
      #expect(screen.components(separatedBy: marker).count - 1 >= times, "after '\(line)': \(screen)")
      return screen
    }

    try enter("play mine/Counter.swift", until: "Mounted Counter from mine/Counter.swift:")
    // Tab completes the played file's control labels.
    try tmux.type("tap A")
    try tmux.send("Tab")
    #expect(try tmux.waitFor { $0.contains(")> tap Add") }.contains(")> tap Add"))
    try enter("", until: "Counter: _count changed.")
    try enter("tree", until: "Text \"Count: 1\"")
    // Saving the file remounts it, with fresh state, and says why.
    try Data(Self.counter.replacingOccurrences(of: "Count: ", with: "Total: ").utf8).write(
      to: folder.appendingPathComponent("Counter.swift"))
    try enter("tree", until: "Text \"Total: 0\"")
    #expect(try tmux.screen().contains("state was reset because the code changed"))
    // A file that is gone leaves the compiled version mounted, and the command goes on.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("Counter.swift"))
    try enter("tap Add", until: "Counter: _count changed.", times: 2)
    #expect(try tmux.screen().contains("mine/Counter.swift is gone (moved or deleted)"))

    try enter("play mine/Broken.swift", until: "mine/Broken.swift:13:")
    #expect(try tmux.screen().contains("does not compile"))
    try enter("play mine/Boom.swift", until: "Mounted Boom from")
    try enter("tap Arm", until: "The program stopped: Fatal error: boom in body")
    // The state before the crash is kept: the button is still there.
    try enter("tree", until: "Button \"Arm\"")
    try enter("play mine/Spin.swift --timeout 2", until: "Mounted Spin from")
    try enter("toggle Spin", until: "The program did not finish in time")
    try enter("counts", until: "   Spin  1")

    #expect(try tmux.endWithControlD().contains("[exit 0]"))
  }
}
