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

  /// On the fixture course's stepper lesson (three scripted steps).
  @Test func afterRunThePokesAreSteps() throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let exported = try Self.export(
      ["run volume-copy", "type Room \"Hall\"", "event party", "log --html @/s.html --markdown @/s.md"],
      environment: project.environment)
    let titles = try Self.stepTitles(in: exported.html)
    // The scenario's steps (its `inc Volume 2` logged as two), then the two pokes.
    #expect(titles.count >= 5)
    #expect(
      exported.result.standardOutput.contains(
        "Wrote the session of volume-copy (\(titles.count) steps since the mount)"),
      "\(exported.result.standardOutput)")
    #expect(titles.suffix(2) == ["you · type \"Hall\" into \"Room\"", "you · event party"])
    // The poke's own log is in both exports: the party reaches the speaker, not the stepper's copy.
    #expect(exported.markdown.contains("## \(titles.count - 1). you · type \"Hall\" into \"Room\""))
    #expect(exported.markdown.contains("## \(titles.count). you · event party"))
    #expect(exported.markdown.contains("TextField \"Room\": \"Hall\""))
    #expect(exported.markdown.contains("Text \"Speaker: 3\""))
    #expect(exported.html.contains("id=\"code-toggle\""))
  }

  @Test func inStepModeTheSessionSoFar() throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let exported = try Self.export(
      ["run volume-copy --step", "", "inc Volume", "log --html @/s.html --markdown @/s.md", "quit"],
      environment: project.environment)
    let titles = try Self.stepTitles(in: exported.html)
    #expect(
      titles == ["Open the speaker", "you · increment \"Volume\""],
      "\(exported.result.standardError)")
    #expect(exported.markdown.contains("1 scripted step of 3"), "\(exported.markdown)")
  }

  /// A step that repeats its action (the stepper lesson's `inc Volume 2`) is logged as two
  /// steps of the session, but it is one scripted step: two of the three have run.
  @Test func aRepeatedStepCountsAsOneScriptedStep() throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let exported = try Self.export(
      ["run volume-copy --step", "", "", "log --markdown @/s.md", "quit"], environment: project.environment)
    #expect(exported.markdown.contains("2 scripted steps of 3"), "\(exported.markdown)")
    #expect(!exported.markdown.contains("3 scripted steps"), "\(exported.markdown)")
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
