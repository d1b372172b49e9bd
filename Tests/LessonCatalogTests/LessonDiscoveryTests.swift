import Foundation
import LessonCatalog
import LessonKit
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

  /// No shipped folder's text fails to read (a folder that did would be left out, with a notice).
  @Test func everyShippedFolderReads() {
    #expect(LessonCatalog.problems.isEmpty, "\(LessonCatalog.problems)")
  }

  @Test func everyLessonFolderIsALessonInFolderOrder() throws {
    let folders = try Self.lessonFolders(in: Self.lessonsDirectory)
    #expect(folders.count >= 20)
    // Each folder is compiled into the catalog, in order, or loaded at run time by the tool.
    #expect(
      LessonCatalog.all.map(\.folder)
        == folders.filter { !RunTimeLessonFolder.contains($0, in: Self.lessonsDirectory) })
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

  static func declaration(_ type: String) -> String {
    "extension \(type) {\n  static let lesson = LessonDeclaration(\n    code: code)\n}\n"
  }

  static func document(id: String) -> String {
    "---\nid: \(id)\ntitle: T\nsummary: S\n---\n\n## What you see\nText.\n"
  }

  /// A lesson folder's two files: `NN-id/lesson.md` giving `id`, and `NN-id/Type.swift` declaring the rest.
  static func lesson(_ folder: String, _ type: String, id: String) -> [String: String] {
    ["\(folder)/lesson.md": document(id: id), "\(folder)/\(type).swift": declaration(type)]
  }

  @Test(.enabled(if: tool != nil)) func foldersSortByTheirNumbersAndSharedFoldersAreNotLessons() throws {
    var files = Self.lesson("10-later", "Later", id: "later")
      .merging(Self.lesson("2-first", "First", id: "first")) { $1 }
      .merging(Self.lesson("2.5-between", "Between", id: "between")) { $1 }
    files["2.5-between/Between+Broken.swift"] = "enum Broken {}"
    files["Support/Helper.swift"] = Self.declaration("Helper")
    let result = try Self.discover(files)
    #expect(result.status == 0, "\(result.error)")
    let order = [
      "(\"2-first\", First.lesson)", "(\"2.5-between\", Between.lesson)", "(\"10-later\", Later.lesson)",
    ]
    let positions = order.compactMap { result.output.range(of: $0)?.lowerBound }
    #expect(positions.count == 3 && positions == positions.sorted(), "\(result.output)")
    #expect(!result.output.contains("Helper"))
  }

  @Test(
    .enabled(if: tool != nil),
    arguments: [
      (
        ["07-notes/Notes.swift": declaration("Notes")],
        "Lessons/07-notes/ has no lesson.md: a lesson folder needs one, with a header giving `id: notes`"
      ),
      (
        ["07-notes/lesson.md": "## What you see\nText.\n", "07-notes/Notes.swift": declaration("Notes")],
        "Lessons/07-notes/lesson.md gives no id: it starts with a header between two `---` lines"
      ),
      (
        ["07-notes/lesson.md": document(id: "notes"), "07-notes/Notes.swift": "enum Notes {}"],
        "Lessons/07-notes/ declares no lesson: a lesson folder needs one Swift file named after its type, "
          + "declaring `static let lesson = LessonDeclaration(…)`"
      ),
      (
        lesson("07-notes", "Notes", id: "memo"),
        "Lessons/07-notes/lesson.md gives the id \"memo\": a folder is named after its lesson's id, "
          + "so rename the folder to 07-memo or the id to \"notes\""
      ),
      (
        lesson("07-notes", "Notes", id: "notes").merging(["07-notes/Memo.swift": declaration("Memo")]) { $1 },
        "Lessons/07-notes/ declares 2 lessons (in Memo.swift, Notes.swift): a folder is one lesson"
      ),
      (
        lesson("07-notes", "Notes", id: "notes").merging(lesson("08-notes", "Memo", id: "notes")) { $1 },
        "two lesson folders have the id notes: Lessons/07-notes/ and Lessons/08-notes/"
      ),
    ])
  func aFolderItCannotReadFailsTheBuildByName(files: [String: String], message: String) throws {
    let result = try Self.discover(files)
    #expect(result.status == 1)
    #expect(result.error.contains("error: \(message)"), "\(result.error)")
  }

  /// Every shipped `lesson.md` reads, gives its folder's id, and is what the catalog shows:
  /// the text is the file's, not a copy in Swift.
  @Test func everyShippedLessonDocumentReadsAsItsLesson() throws {
    for lesson in LessonCatalog.all {
      let url = Self.lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent(
        "lesson.md")
      let document = try LessonDocument.parse(String(contentsOf: url, encoding: .utf8), path: url.path)
      #expect(document.header["id"] == lesson.id)
      #expect(document.header["title"] == lesson.title)
      #expect(document.header["summary"] == lesson.summary)
      #expect(document.story == lesson.story)
      #expect(document.ownership == lesson.ownership)
    }
  }

  /// Every shipped `quiz.json` reads as its lesson's quiz, in order: its choice and recall
  /// questions are the file's, and only predict questions (which run code) are Swift.
  @Test func everyShippedQuizFileIsItsLessonsQuiz() throws {
    for lesson in LessonCatalog.all {
      let url = Self.lessonsDirectory.appendingPathComponent(lesson.folder).appendingPathComponent(
        "quiz.json")
      let predicts = lesson.quiz.filter { $0.kindName == "predict" }
      let questions = try QuizFile.questions(
        in: Data(contentsOf: url), lessonID: lesson.id, path: url.path, declared: predicts)
      #expect(questions.map(\.id) == lesson.quiz.map(\.id), "\(lesson.id)")
      #expect(questions.map(\.prompt) == lesson.quiz.map(\.prompt), "\(lesson.id)")
    }
  }
}
