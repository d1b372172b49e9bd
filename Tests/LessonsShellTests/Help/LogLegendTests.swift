import Foundation
import LessonKit
import TestSupport
import Testing

@testable import LessonsShell

/// The log explained: `help log` names every mark the runtime's log lines start with, and a
/// shell at a terminal points to it once, after its first `run`.
@MainActor
struct LogLegendTests {
  /// The marks the runtime's log lines start with, read from the code that writes them.
  static func marksInTheRuntimesLog() throws -> Set<String> {
    let folder = SourceTree.url("Sources/StateRuntime/Log")
    var marks = Set<String>()
    // A string that starts with one mark and a space: `= `, `+ `, `· `, `└ `…
    let pattern = try NSRegularExpression(
      pattern: #"(?:return|:|case \.[a-z]+:)\s+"([=+\-~!]|[^\x00-\x7F])\s"#)
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      guard text.contains("logLine") || text.contains("logHeading") else { continue }
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        if let range = Range(match.range(at: 1), in: text) { marks.insert(String(text[range])) }
      }
    }
    return marks
  }

  @Test func everyMarkOfTheLogIsExplained() throws {
    let marks = try Self.marksInTheRuntimesLog()
    // The scan finds the marks at all: a few that every lesson's log shows.
    #expect(marks.isSuperset(of: ["=", "+", "·", "└", "▴", "↳"]), "\(marks)")
    let explained = Set(LogLegend.entries.map(\.mark))
    #expect(marks.subtracting(explained).isEmpty, "unexplained: \(marks.subtracting(explained))")
  }

  @Test func helpLogListsTheLegend() async {
    let shell = TestShell(width: 400)
    _ = await shell.execute(["help", "log"])
    for entry in LogLegend.entries {
      #expect(shell.output.standardOutput.contains("\(entry.mark) \(entry.meaning)"), "\(entry.mark)")
    }
  }

  @Test func aTerminalShellPointsToTheLegendOnceAfterItsFirstRun() async throws {
    let first = try #require(CourseLessonFolder.all(in: SourceTree.url("Lessons")).first)
    let id = CourseLessonFolder.id(of: first)
    let pointer = "New to the log? 'help log' says what each mark"
    let terminal = TestShell(mode: .interactive)
    _ = await terminal.run(script: "run \(id)\nrun \(id)\n")
    #expect(terminal.output.standardOutput.components(separatedBy: pointer).count == 2)
    // A pipe's output is a transcript: no pointer.
    let piped = TestShell()
    _ = await piped.run(script: "run \(id)\n")
    #expect(!piped.output.standardOutput.contains(pointer))
  }
}
