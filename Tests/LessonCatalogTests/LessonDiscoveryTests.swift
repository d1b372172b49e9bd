import Foundation
import LessonCatalog
import TestSupport
import Testing

/// The catalog is found in the folders of `Lessons/` (issue 22, item 1): every lesson folder
/// is a lesson, in folder order, and `discover-lessons` refuses a folder it cannot read with
/// a message that names the folder and what it expected.
struct LessonDiscoveryTests {
  static let lessonsDirectory = GoldenTranscriptTests.lessonsDirectory

  /// The folders whose names start with a number, sorted as the tool sorts them.
  static func lessonFolders(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { name in name.first?.isNumber == true && name.contains("-") }
      .sorted { lhs, rhs in
        func number(_ name: String) -> [Int] {
          name.prefix { $0 != "-" }.split(separator: ".").compactMap { Int($0) }
        }
        return number(lhs).lexicographicallyPrecedes(number(rhs))
          || (number(lhs) == number(rhs) && lhs < rhs)
      }
  }

  @Test func everyLessonFolderIsALessonInFolderOrder() throws {
    let folders = try Self.lessonFolders(in: Self.lessonsDirectory)
    #expect(folders.count >= 20)
    #expect(LessonCatalog.all.map(\.folder) == folders)
    for (index, lesson) in LessonCatalog.all.enumerated() {
      #expect(lesson.number == index + 1)
      #expect(lesson.folder.hasSuffix("-\(lesson.id)"), "\(lesson.folder) holds \(lesson.id)")
    }
  }

  /// The tool, built beside the tests as the plugin's executable.
  static let tool: URL? = BuildFolder.executable(named: "discover-lessons")

  /// Runs the tool on a scratch `Lessons/` made of `files` (path → text); its exit status,
  /// standard error and the generated file.
  static func discover(_ files: [String: String]) throws -> (status: Int32, error: String, output: String) {
    let tool = try #require(Self.tool, "discover-lessons is not built next to the tests")
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lessons-discovery-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let lessons = root.appendingPathComponent("Lessons", isDirectory: true)
    var paths: [String] = []
    for (path, text) in files {
      let url = lessons.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
      paths.append(url.path)
    }
    let output = root.appendingPathComponent("Discovered.swift")
    let run = try CommandOutput.run(tool, [output.path, lessons.path] + paths.sorted())
    let generated = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    return (run.status, run.standardError, generated)
  }

  static func lesson(_ type: String, id: String) -> String {
    "extension \(type) {\n  static let lesson = Lesson(\n    id: \"\(id)\",\n    title: \"T\")\n}\n"
  }

  @Test(.enabled(if: tool != nil)) func foldersSortByTheirNumbersAndSharedFoldersAreNotLessons() throws {
    let result = try Self.discover([
      "10-later/Later.swift": Self.lesson("Later", id: "later"),
      "2-first/First.swift": Self.lesson("First", id: "first"),
      "2.5-between/Between.swift": Self.lesson("Between", id: "between"),
      "2.5-between/Between+Broken.swift": "enum Broken {}",
      "Support/Helper.swift": "static let lesson = Lesson(id: \"not-a-lesson\")",
    ])
    #expect(result.status == 0, "\(result.error)")
    let order = [
      "(\"2-first\", First.lesson)", "(\"2.5-between\", Between.lesson)", "(\"10-later\", Later.lesson)",
    ]
    let positions = order.compactMap { result.output.range(of: $0)?.lowerBound }
    #expect(positions.count == 3 && positions == positions.sorted(), "\(result.output)")
    #expect(!result.output.contains("not-a-lesson") && !result.output.contains("Helper"))
  }

  @Test(
    .enabled(if: tool != nil),
    arguments: [
      (
        ["07-notes/Notes.swift": "enum Notes {}"],
        "Lessons/07-notes/ declares no lesson: a lesson folder needs one file named after its type, "
          + "declaring `static let lesson = Lesson(id: \"notes\", …)`"
      ),
      (
        ["07-notes/Notes.swift": lesson("Notes", id: "memo")],
        "Lessons/07-notes/Notes.swift declares the lesson \"memo\": a folder is named after its lesson's id, "
          + "so rename the folder to 07-memo or the id to \"notes\""
      ),
      (
        [
          "07-notes/Notes.swift": lesson("Notes", id: "notes"),
          "07-notes/Memo.swift": lesson("Memo", id: "notes"),
        ],
        "Lessons/07-notes/ declares 2 lessons (in Memo.swift, Notes.swift): a folder is one lesson"
      ),
      (
        [
          "07-notes/Notes.swift": lesson("Notes", id: "notes"),
          "08-notes/Memo.swift": lesson("Memo", id: "notes"),
        ],
        "two lesson folders have the id notes: Lessons/07-notes/ and Lessons/08-notes/"
      ),
    ])
  func aFolderItCannotReadFailsTheBuildByName(files: [String: String], message: String) throws {
    let result = try Self.discover(files)
    #expect(result.status == 1)
    #expect(result.error.contains("error: \(message)"), "\(result.error)")
  }
}
