import Foundation
import TestSupport
import Testing

/// The test fixture course (`Tests/Fixtures/Course`), which the shell's tests run instead of
/// naming a shipped lesson, is a course the tool accepts: `pack check` passes it, its golden
/// transcripts included, so a change of the runtime that changes its transcripts shows here
/// first, not as a puzzling failure of the tests that use it.
@Suite(.enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"))
struct FixtureCourseTests {
  @Test func theFixtureCoursePassesPackCheck() throws {
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let lessons = project.root.appendingPathComponent("Lessons")
    #expect(!CourseLessonFolder.all(in: lessons).isEmpty)
    let checked = try LessonsBinary.run(
      ["pack", "check", lessons.path, "--runs", "1"], environment: project.environment)
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("The course passed"), "\(checked.standardOutput)")
    // Checked side by side, the lessons are still reported in the course's order, each one's
    // verdict right under its id.
    let lines = checked.standardOutput.split(separator: "\n").map(String.init)
    let ids = CourseLessonFolder.ids(in: lessons)
    let idLines = lines.indices.filter { ids.contains(lines[$0]) }
    #expect(idLines.map { lines[$0] } == ids, "\(checked.standardOutput)")
    for index in idLines {
      #expect(
        lines.indices.contains(index + 1) && lines[index + 1].hasPrefix("  ✓ "), "\(checked.standardOutput)")
    }
  }

  /// No fixture lesson has a shipped lesson's id: the tests that use them name no shipped lesson.
  @Test func noFixtureLessonIsAShippedOne() {
    let fixture = Set(CourseLessonFolder.ids(in: ProjectCopy.fixtureCourse))
    #expect(!fixture.isEmpty)
    #expect(fixture.isDisjoint(with: CourseLessonFolder.ids()))
  }
}
