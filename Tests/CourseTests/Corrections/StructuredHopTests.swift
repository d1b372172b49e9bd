import Foundation
import LessonKit
import TestSupport
import Testing

/// A lesson's model answer says the fix awaits a `@concurrent` download with no `Task.detached`
/// around it (a detached task would not be cancelled with its caller); the lesson's fixed
/// version is held to it here, and its broken version to the detached task it teaches against.
/// The lesson is the one whose quiz names this suite as that answer's proof (`"provedBy"`).
/// That the fix then shows the download with no background-publishing warning is its
/// scenario's claim, which `pack check` proves in both eras.
struct StructuredHopTests {
  /// The text of the lesson's Swift files whose names end in `suffix`, one after another.
  static func swift(in folder: URL, endingIn suffix: String) throws -> String {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(suffix)
    }
    #expect(!names.isEmpty, "\(folder.lastPathComponent) has no file ending in \(suffix)")
    return try names.sorted().map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")
  }

  @Test func theFixAwaitsTheDownloadWithoutADetachedTask() throws {
    let (lesson, questions) = try QuizClaimTests.lesson(provedBy: "StructuredHopTests")
    let answers = questions.compactMap { question -> String? in
      guard case .recall(let recall) = question.kind else { return nil }
      return recall.modelAnswer
    }
    #expect(answers.count == questions.count, "the suite proves a model answer: \(questions.map(\.id))")
    #expect(
      answers.allSatisfy { $0.contains("No Task.detached") && $0.contains("@concurrent") }, "\(answers)")
    let folder = QuizClaimTests.lessons.appendingPathComponent(lesson.folder)
    let fixed = try Self.swift(in: folder, endingIn: "Fixed.swift")
    #expect(!fixed.contains("Task.detached {"), "\(fixed)")
    #expect(fixed.contains(/= await \w+\.\w+\(/), "the fix awaits the download: \(fixed)")
    #expect(try Self.swift(in: folder, endingIn: ".swift").contains("@concurrent static func"))
    // Not vacuous: the broken version is the detached task the answer warns against.
    #expect(try Self.swift(in: folder, endingIn: "Broken.swift").contains("Task.detached {"))
  }
}
