import Foundation
import Testing

/// `log --html FILE` and `log --markdown FILE`: an instructor's session, pokes and all,
/// exported from the shell after `run`, in step mode and after `play FILE`, as a user
/// drives it (lines piped into the real binary).
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct SessionExportTests {
  struct Exported {
    let result: LessonsBinary.Result
    let html: String
    let markdown: String
  }

  /// Pipes `lines` (with `@` standing for the export folder) and reads the two files back.
  static func export(_ lines: [String], environment: [String: String] = [:], folder: URL? = nil) throws
    -> Exported
  {
    let folder = folder ?? LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = lines.map { $0.replacingOccurrences(of: "@/", with: folder.path + "/") }
    let result = try LessonsBinary.run(
      [], input: script.joined(separator: "\n") + "\n", environment: environment)
    let html = (try? String(contentsOf: folder.appendingPathComponent("s.html"), encoding: .utf8)) ?? ""
    let markdown = (try? String(contentsOf: folder.appendingPathComponent("s.md"), encoding: .utf8)) ?? ""
    return Exported(result: result, html: html, markdown: markdown)
  }

  /// The steps' titles in the player's embedded transcript.
  static func stepTitles(in html: String) throws -> [String] {
    let start = try #require(html.range(of: "<script id=\"transcript\" type=\"application/json\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = html[start.upperBound..<end.lowerBound].replacingOccurrences(of: "<\\/", with: "</")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let versions = try #require(object["versions"] as? [[String: Any]])
    let steps = try #require(versions.first?["steps"] as? [[String: Any]])
    return steps.compactMap { $0["title"] as? String }
  }

  @Test func afterRunThePokesAreSteps() throws {
    let exported = try Self.export([
      "run init-copy", "type Title \"Q4 plan\"", "event undo", "log --html @/s.html --markdown @/s.md",
    ])
    #expect(
      exported.result.standardOutput.contains("Wrote the session of init-copy (6 steps since the mount)"))
    let titles = try Self.stepTitles(in: exported.html)
    #expect(titles.count == 6)
    #expect(titles.suffix(2) == ["you · type \"Q4 plan\" into \"Title\"", "you · event undo"])
    // The poke's own log is in both exports: the undo gives the document its old title.
    #expect(exported.markdown.contains("## 5. you · type \"Q4 plan\" into \"Title\""))
    #expect(exported.markdown.contains("## 6. you · event undo"))
    #expect(exported.markdown.contains("TextField \"Title\": \"Q4 plan\""))
    #expect(exported.html.contains("id=\"code-toggle\""))
  }

  @Test func inStepModeTheSessionSoFar() throws {
    let exported = try Self.export([
      "run identity-reset --step", "", "", "tap Send", "log --html @/s.html --markdown @/s.md", "quit",
    ])
    let titles = try Self.stepTitles(in: exported.html)
    #expect(
      titles == ["Open the chat with Ana", "Start a reply", "you · tap \"Send\""],
      "\(exported.result.standardError)")
    #expect(exported.markdown.contains("3 of 6") || exported.markdown.contains("2 scripted steps of 6"))
  }

  @Test func afterPlayTheCommandsAreSteps() throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let file = project.root.appendingPathComponent("Counter.swift")
    try Data(PlayBinaryTests.counter.utf8).write(to: file)
    let exported = try Self.export(
      ["play \(file.path)", "tap Add", "tap Add", "log --html @/s.html --markdown @/s.md"],
      environment: project.environment)
    let titles = try Self.stepTitles(in: exported.html)
    // Each command in the words it was typed in, as the verbs and a lesson's steps are written.
    #expect(
      titles == ["Mount Counter", "you · tap \"Add\"", "you · tap \"Add\""],
      "\(exported.result.standardError)")
    #expect(exported.markdown.contains("Text \"Count: 2\""))
    #expect(exported.markdown.contains("struct Counter: View"))
  }

  @Test func withNothingMountedItSaysWhatWouldWork() throws {
    let exported = try Self.export(["log --html @/s.html"])
    #expect(
      exported.result.standardError.contains("No scenario is mounted")
        || exported.result.standardError.contains("run"))
    #expect(exported.html.isEmpty)
  }
}
