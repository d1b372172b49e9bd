import Foundation
import LessonPacks
import Testing

/// A pack folder: lesson folders in number order, each checked, the rest still loaded.
struct LessonPackTests {
  /// A lesson folder's four files, with `id` in its header.
  static func writeLesson(_ id: String, folder: String, in pack: URL, skipping: Set<String> = []) throws {
    let directory = pack.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let files = [
      "lesson.md": "---\nid: \(id)\ntitle: Title of \(id)\nsummary: S\n---\n## Story\nText.\n",
      "Broken.swift": "", "Fixed.swift": "", "scenario.play": "step \"Open\"\n",
    ]
    for (name, text) in files where !skipping.contains(name) {
      try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }
  }

  static func temporaryPack() throws -> URL {
    let pack = FileManager.default.temporaryDirectory.appendingPathComponent("pack-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    return pack
  }

  @Test func lessonsComeInTheOrderOfTheirFoldersNumbers() throws {
    let pack = try Self.temporaryPack()
    defer { try? FileManager.default.removeItem(at: pack) }
    try Self.writeLesson("later", folder: "10-later", in: pack)
    try Self.writeLesson("first", folder: "2-first", in: pack)
    try Self.writeLesson("between", folder: "2.5-between", in: pack)
    try Self.writeLesson("unnumbered", folder: "unnumbered", in: pack)
    try FileManager.default.createDirectory(
      at: pack.appendingPathComponent("notes"), withIntermediateDirectories: true)
    let loaded = LessonPack.load(pack)
    #expect(loaded.lessons.map(\.id) == ["first", "between", "later", "unnumbered"])
    #expect(loaded.problems.isEmpty)
    #expect(loaded.lessons[0].title == "Title of first")
  }

  @Test func aBadFolderIsReportedAndTheOthersStillLoad() throws {
    let pack = try Self.temporaryPack()
    defer { try? FileManager.default.removeItem(at: pack) }
    try Self.writeLesson("good", folder: "01-good", in: pack)
    try Self.writeLesson("other-id", folder: "02-mismatch", in: pack)
    try Self.writeLesson("no-scenario", folder: "03-no-scenario", in: pack, skipping: ["scenario.play"])
    try Self.writeLesson("no-text", folder: "04-no-text", in: pack, skipping: ["lesson.md"])
    try Self.writeLesson("good", folder: "05-good", in: pack)
    let loaded = LessonPack.load(pack)
    #expect(loaded.lessons.map(\.id) == ["good"])
    let problems = loaded.problems.map(\.description)
    #expect(problems.count == 4, "\(problems)")
    #expect(
      problems.contains { $0.contains("02-mismatch/lesson.md:2") && $0.contains("differs from the folder") })
    #expect(problems.contains { $0.contains("03-no-scenario") && $0.contains("lacks scenario.play") })
    #expect(problems.contains { $0.contains("04-no-text") && $0.contains("no lesson.md") })
    #expect(problems.contains { $0.contains("05-good") && $0.contains("also the id of") })
  }

  /// `pack check` on one lesson folder of a pack proves that lesson alone: its siblings, and
  /// their problems, are not its.
  @Test func checkingOneLessonFolderLoadsThatLessonAlone() throws {
    let pack = try Self.temporaryPack()
    defer { try? FileManager.default.removeItem(at: pack) }
    try Self.writeLesson("first", folder: "01-first", in: pack)
    try Self.writeLesson("second", folder: "02-second", in: pack)
    try Self.writeLesson("no-scenario", folder: "03-no-scenario", in: pack, skipping: ["scenario.play"])
    let one = LessonPack.load(checking: pack.appendingPathComponent("02-second"))
    #expect(one.lessons.map(\.id) == ["second"])
    #expect(one.problems.isEmpty, "\(one.problems)")
    let broken = LessonPack.load(checking: pack.appendingPathComponent("03-no-scenario"))
    #expect(broken.lessons.isEmpty)
    #expect(broken.problems.map(\.description).contains { $0.contains("lacks scenario.play") })
    // A pack folder is still the whole pack.
    #expect(LessonPack.load(checking: pack).lessons.map(\.id) == ["first", "second"])
  }

  /// The course numbers a lesson by its folder's place among the lesson folders, so a lesson
  /// read alone (`run LESSON`) has the number the whole course gives it, and one that fails
  /// to load leaves a gap instead of renumbering the rest.
  @Test func aCourseLessonReadAloneHasItsPlaceInTheCourse() throws {
    let course = try Self.temporaryPack()
    defer { try? FileManager.default.removeItem(at: course) }
    try Self.writeLesson("first", folder: "01-first", in: course)
    try Self.writeLesson("no-scenario", folder: "02-no-scenario", in: course, skipping: ["scenario.play"])
    try Self.writeLesson("third", folder: "03-third", in: course)
    try Self.writeLesson("third", folder: "04-third", in: course)
    try FileManager.default.createDirectory(
      at: course.appendingPathComponent("notes"), withIntermediateDirectories: true)
    let whole = LessonPack.course(in: course)
    #expect(whole.lessons.map(\.id) == ["first", "third"])
    #expect(whole.lessons.map(\.number) == [1, 3])
    let alone = try #require(LessonPack.courseLesson("third", in: course))
    #expect(alone.number == 3 && alone.folder.lastPathComponent == "03-third")
    #expect(LessonPack.courseLesson("first", in: course)?.number == 1)
    // What does not load alone is not a lesson read alone: the whole course says why.
    #expect(LessonPack.courseLesson("no-scenario", in: course) == nil)
    #expect(LessonPack.courseLesson("missing", in: course) == nil)
  }

  @Test func aMissingPackFolderIsAProblemNotACrash() {
    let loaded = LessonPack.load(URL(fileURLWithPath: "/nonexistent/pack"))
    #expect(loaded.lessons.isEmpty)
    #expect(loaded.problems.first?.description.contains("cannot read the pack folder") == true)
  }
}
