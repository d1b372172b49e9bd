import Foundation
import LessonKit
import StateRuntime
import TestSupport
import Testing

/// A lesson's proofs (`proofs/NAME.swift` and `NAME.play`): the claims its quiz makes, found in
/// its folder as `pack check` finds them (``LessonProof``) and run by the `lessons` binary.
///
/// `pack check` runs a pack's proofs in each of their eras and names the script and line of
/// one that does not hold. The course's own proofs are played by the `pack check Lessons`
/// that `scripts/test` runs beside the suite (and by ScratchLessonTests for a lesson added as a folder), so
/// they are not played a second time here.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct LessonProofTests {
  typealias Workspace = PackBinaryTests.Workspace

  /// A copy of a badge that copies the cart's count into its own `@State`.
  static let badgeSource = PackPredictTests.badgeSource

  static let quizFile = """
    {"questions": [
      {"name": "choice-copy", "prompt": "The badge copies the count into @State. What does it show after Add?",
       "choices": [
         {"text": "The count it had when it was created.", "correct": true, "why": "Its @State kept it."},
         {"text": "The new count.", "correct": false, "why": "Its @State does not follow the argument."}]}
    ]}
    """

  static let proofScript = """
    # The cart gets an item; the badge keeps the count it was created with.
    type Item "Milk"
    tap Add
    expect Items "Items 1"
    expect Badge "Badge 0"
    """

  /// A pack lesson's proofs run in `pack check`: one that holds passes, one that does not fails
  /// naming the script, the line and what the screen showed; a proof named for no question of
  /// `quiz.json` is named too.
  @Test func packCheckRunsAPackLessonsProofsAndNamesTheLineThatDoesNotHold() throws {
    let workspace = try Workspace()
    defer { workspace.project.remove() }
    let folder = "01-cart-badge"
    try PackPredictTests.writeLesson(in: workspace, quiz: Self.quizFile)
    let proofs = workspace.pack.appendingPathComponent(folder).appendingPathComponent("proofs")
    try FileManager.default.createDirectory(at: proofs, withIntermediateDirectories: true)
    try Data(Self.badgeSource.utf8).write(to: proofs.appendingPathComponent("choice-copy.swift"))
    try Data(Self.proofScript.utf8).write(to: proofs.appendingPathComponent("choice-copy.play"))

    let checked = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")

    let wrong = Self.proofScript.replacingOccurrences(
      of: "expect Badge \"Badge 0\"", with: "expect Badge \"Badge 1\"")
    try Data(wrong.utf8).write(to: proofs.appendingPathComponent("choice-copy.play"))
    let failed = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(failed.status == 1)
    #expect(
      failed.standardOutput.contains(
        "\(folder)/proofs/choice-copy.play:5 (every Xcode era): `expect Badge \"Badge 1\"` does not hold: "
          + "text \"Badge 0\" shows \"Badge 0\", not \"Badge 1\"."),
      "\(failed.standardOutput)")

    try FileManager.default.moveItem(
      at: proofs.appendingPathComponent("choice-copy.play"),
      to: proofs.appendingPathComponent("choice-cpy.play"))
    let misnamed = try workspace.lessons(["pack", "check", workspace.pack.path, "--runs", "1"])
    #expect(misnamed.status == 1)
    #expect(
      misnamed.standardOutput.contains(
        "\(folder)/proofs/choice-cpy.play: quiz.json has no question named 'choice-cpy'"),
      "\(misnamed.standardOutput)")
  }

  /// The course's lesson folders (those with a `lesson.md`), in order.
  static var lessonFolders: [String] {
    let lessons = SourceTree.url("Lessons")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []
    return names.sorted().filter {
      FileManager.default.fileExists(atPath: lessons.appendingPathComponent("\($0)/lesson.md").path)
    }
  }

  /// The names of the questions of the `quiz.json` in `folder`.
  static func questionNames(in folder: URL) throws -> [String] {
    let data = try Data(contentsOf: folder.appendingPathComponent("quiz.json"))
    let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let questions = object?["questions"] as? [[String: Any]] ?? []
    return questions.compactMap { $0["name"] as? String }
  }

  /// The course's proofs named for one era (`NAME.26.play`), with their lesson folders.
  static var eraProofs: [LessonProof] {
    lessonFolders.flatMap { folder -> [LessonProof] in
      let url = SourceTree.url("Lessons/\(folder)")
      let proofs = (try? LessonProof.proofs(in: url, questions: (try? questionNames(in: url)) ?? [])) ?? []
      return proofs.filter { $0.eras.count == 1 }
    }
  }

  /// A proof for one era runs in that era only, and there it matters: played in the other
  /// era, it fails (an Xcode 26 claim about an initial value evaluated on every init fails
  /// with Xcode 27, which is why its file is named `.26.play`). Found in the course's folders.
  @Test func aProofNamedForAnEraRunsInThatEraOnly() throws {
    let proofs = Self.eraProofs
    #expect(!proofs.isEmpty, "no proof of the course is named for one era")
    let project = try ProjectCopy()
    defer { project.remove() }
    for proof in proofs {
      let era = try #require(proof.eras.first)
      #expect(proof.script.lastPathComponent.hasSuffix(".\(era.rawValue).play"))
      let other = try #require(XcodeRelease.allCases.first { $0 != era })
      let played = try LessonsBinary.run(
        ["play", proof.file.path, "--script", proof.script.path, "--xcode", String(other.rawValue)],
        environment: project.environment)
      #expect(played.status == 1, "\(proof.displayPath) holds in \(other) too:\n\(played.standardOutput)")
      #expect(played.standardOutput.contains(", not "), "\(played.standardOutput)")
    }
  }
}
