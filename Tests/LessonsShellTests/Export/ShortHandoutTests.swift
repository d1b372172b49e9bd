import Foundation
import LessonKit
import LessonPacks
import TestSupport
import Testing

@testable import LessonsShell

/// `run ID --markdown FILE --short`: the one-page handout, beside the full one, for every
/// lesson of the course; its parts come from the lesson's own folder and run.
///
/// Each lesson's handouts are rendered here from its recorded run (``CourseRunRecord``) with the
/// material `run` gives them; that the binary writes exactly these is proved on one lesson.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
@MainActor
struct ShortHandoutTests {
  nonisolated static let course = LessonPack.course(in: SourceTree.url("Lessons"))

  /// The short and the full handout of lesson `id`, as `run ID --compare --markdown FILE`
  /// writes them with and without `--short`.
  static func handouts(_ id: String) throws -> (short: String, full: String) {
    let lesson = try #require(course.lessons.first { $0.id == id })
    let transcript = try CourseRunRecord.of(id).transcript
    let material = PackLessonRun.material(of: lesson)
    return (
      MarkdownHandout.renderShort(transcript, material: material),
      MarkdownHandout.render(transcript, material: material)
    )
  }

  /// The binary writes the handouts ``handouts(_:)`` renders, short and full, for the
  /// course's first lesson.
  @Test func theBinaryWritesTheseHandouts() throws {
    let id = try #require(Self.course.lessons.first?.id)
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let short = folder.appendingPathComponent("short.md")
    let full = folder.appendingPathComponent("full.md")
    let first = try LessonsBinary.run(["run", id, "--compare", "--markdown", short.path, "--short"])
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.contains("Wrote the short handout of \(id)"))
    let second = try LessonsBinary.run(["run", id, "--compare", "--markdown", full.path])
    #expect(second.status == 0, "\(second.standardError)")
    let rendered = try Self.handouts(id)
    #expect(try String(contentsOf: short, encoding: .utf8) == rendered.short)
    #expect(try String(contentsOf: full, encoding: .utf8) == rendered.full)
  }

  @Test(arguments: course.lessons.map(\.id))
  func theShortHandoutIsTheStoryRuleDiffAndVerdictOnAboutAPage(id: String) throws {
    let lesson = try #require(Self.course.lessons.first { $0.id == id })
    let (short, full) = try Self.handouts(id)
    // About a page: printed 90 characters to the line, at most some 75 lines (a paragraph is
    // one Markdown line, so lines are counted as they wrap).
    #expect(short.contains("**\(try #require(lesson.story.first?.title)).**"))
    let printed = short.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
      $0 + max(1, ($1.count + 89) / 90)
    }
    #expect(printed <= 75, "\(id): \(printed) printed lines")
    #expect(short.count * 2 < full.count, "\(id): not much shorter than the full handout")
    #expect(short.hasPrefix("# \(lesson.number.map(String.init) ?? ""). \(lesson.title)"))
    #expect(short.contains("## The rule"))
    #expect(short.contains("## The fix") && short.contains("```diff"))
    #expect(short.contains("- **broken**: Bug reproduced.") && short.contains("- **fixed**: Fix holds."))
    // No step, log or tree: those are the full handout's.
    #expect(!short.contains("View tree after step"))
    #expect(!short.contains("Command: `"))
  }

  @Test func shortAndRoomNeedTheExportTheyShape() throws {
    let id = try #require(Self.course.lessons.first?.id)
    let short = try LessonsBinary.run(["run", id, "--short"])
    #expect(short.status == 2)
    #expect(short.standardError.contains("'--short' of 'run' shapes the Markdown handout"))
    #expect(short.standardError.contains("add '--markdown FILE'"))
    let room = try LessonsBinary.run(["run", id, "--room"])
    #expect(room.status == 2)
    #expect(room.standardError.contains("add '--html FILE'"))
  }
}
