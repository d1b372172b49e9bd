import Foundation
import TestSupport
import Testing

/// The format page's complete example (`Documentation/Lessons.docc/LessonFormat.md`) is a lesson that works:
/// its files, written out of the page as a reader would copy them, pass `pack check` and run.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct LessonFormatPageTests {
  /// The example's files on the page: each a `**`thermostat/PATH`**` line, then a fenced block.
  static func exampleFiles() throws -> [(path: String, text: String)] {
    let page = try String(
      contentsOf: SourceTree.url("Documentation/Lessons.docc/LessonFormat.md"), encoding: .utf8)
    let pattern = /\*\*`thermostat\/([^`]+)`\*\*\n\n```[a-z]*\n(?<body>(?:.*\n)*?)```/
    return page.matches(of: pattern).map { (String($0.output.1), String($0.output.body)) }
  }

  @Test func theCompleteExamplePassesPackCheckAndRuns() throws {
    let files = try Self.exampleFiles()
    #expect(files.count == 7)
    #expect(files.map(\.path).contains("lesson.md"))
    #expect(files.map(\.path).contains("scenario.play"))
    let pack = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-format-page-\(UUID().uuidString)/heating", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: pack.deletingLastPathComponent()) }
    for file in files {
      let url = pack.appendingPathComponent("thermostat/" + file.path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url)
    }
    let checked = try LessonsBinary.run(["pack", "check", pack.path, "--runs", "1"])
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("The pack passed"))
    let run = try LessonsBinary.run(["--pack", pack.path, "run", "thermostat"])
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    #expect(run.standardOutput.contains("Verdict: Bug reproduced."))
  }
}
