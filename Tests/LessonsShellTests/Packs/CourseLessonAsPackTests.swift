import Foundation
import TestSupport
import Testing

/// The course's lessons loaded at run time are folders in the one lesson format: a folder
/// copied out of `Lessons/` into a pack under a new id passes `pack check` and runs with
/// `--pack`, with no other edit and no build of the tool (issue 32), exercise included, and
/// prints what the shipped lesson prints.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct CourseLessonAsPackTests {
  /// The course's lesson folders, every one loaded at run time.
  static var loadedAtRunTime: [String] { CourseLessonFolder.all(in: SourceTree.url("Lessons")) }

  /// The lessons a copy is proved on, found by what they hold: the first whose Swift
  /// declares outside events and facts, the first with an era's own golden transcript (a claim
  /// true in one era only), and the first whose broken transcript ends with a comparison of
  /// builds (`--compare`). Every shipped lesson is proved where it is by `pack check Lessons`
  /// (scripts/test runs it); what a copy adds is only that nothing depends on the folder's id,
  /// and these are the ways an id could leak in: events, facts, eras and comparisons.
  static var representative: [String] {
    var chosen: [String] = []
    for folder in representativeByKind.values.compactMap(\.self).sorted() where !chosen.contains(folder) {
      chosen.append(folder)
    }
    return chosen
  }

  /// ``representative``'s lessons by the kind each stands for (`nil` where the course has none).
  static var representativeByKind: [String: String?] {
    let root = SourceTree.url("Lessons")
    func files(_ folder: String) -> [String] {
      (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
    }
    func text(_ folder: String, _ name: String) -> String {
      (try? String(contentsOf: root.appendingPathComponent("\(folder)/\(name)"), encoding: .utf8)) ?? ""
    }
    let withEventsAndFacts = loadedAtRunTime.first { folder in
      let swift = files(folder).filter { $0.hasSuffix(".swift") }.map { text(folder, $0) }.joined()
      return swift.contains("OutsideEvent(") && swift.contains("ScenarioFact(")
    }
    let withAnEraGolden = loadedAtRunTime.first { folder in
      files("\(folder)/.golden").contains { $0.contains(".xcode") }
    }
    let withAComparison = loadedAtRunTime.first { folder in
      RunTimeLessonObservationTests.goldenComparison(text(folder, ".golden/broken.txt")) != nil
    }
    return [
      "outside events and facts": withEventsAndFacts, "an era's own golden": withAnEraGolden,
      "a comparison of builds": withAComparison,
    ]
  }

  /// A pack holding a copy of the shipped lesson folder `folder` under the id `newID`, only
  /// the id in its `lesson.md` changed (and the folder's name, which must say the id).
  static func copy(_ folder: String, as newID: String, into pack: URL) throws -> URL {
    let source = SourceTree.url("Lessons").appendingPathComponent(folder)
    let target = pack.appendingPathComponent("01-\(newID)")
    try FileManager.default.copyItem(at: source, to: target)
    let document = target.appendingPathComponent("lesson.md")
    let oldID = CourseLessonFolder.id(of: folder)
    let text = try String(contentsOf: document, encoding: .utf8)
    try Data(text.replacingOccurrences(of: "id: \(oldID)\n", with: "id: \(newID)\n").utf8).write(to: document)
    return target
  }

  /// `transcript` with its heading (the lines before the first step) on one line.
  static func unwrappingHeading(_ transcript: String) -> String {
    let lines = transcript.split(separator: "\n", omittingEmptySubsequences: false)
    let heading = lines.prefix { !$0.hasPrefix("1. ") }
    let unwrapped = heading.joined(separator: " ").split(separator: " ").joined(separator: " ")
    return ([Substring(unwrapped)] + lines.dropFirst(heading.count)).joined(separator: "\n")
  }

  @Test func someShippedLessonIsLoadedAtRunTime() {
    #expect(!Self.loadedAtRunTime.isEmpty)
  }

  /// The course holds each kind of lesson ``representative`` looks for (if one went missing,
  /// the copy would be proved on fewer kinds without anyone noticing).
  @Test func everyKindOfLessonACopyIsProvedOnExists() {
    for (kind, folder) in Self.representativeByKind {
      #expect(folder != nil, "no course lesson holds \(kind)")
    }
  }

  @Test(arguments: representative)
  func aCopiedLessonPassesPackCheckAndRunsAsTheShippedOne(folder: String) throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let pack = project.root.appendingPathComponent("copied")
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    let oldID = CourseLessonFolder.id(of: folder)
    // As long as the old id, so that a heading wraps where the shipped lesson's does.
    let newID = "x" + oldID.dropFirst()
    // The whole folder, its exercise too: pack check proves the copy's starter fails its
    // checks and its solution passes them, as it proves the shipped lesson's.
    _ = try Self.copy(folder, as: newID, into: pack)

    let checked = try LessonsBinary.run(
      ["pack", "check", pack.path, "--runs", "1"], environment: project.environment)
    #expect(checked.status == 0, "\(checked.standardOutput)\(checked.standardError)")
    #expect(checked.standardOutput.contains("The pack passed"))

    for variant in [[], ["--fixed"], ["--compare"]] {
      let shipped = try LessonsBinary.run(["run", oldID] + variant, environment: project.environment)
      let fromPack = try LessonsBinary.run(
        ["--pack", pack.path, "run", newID] + variant, environment: project.environment)
      #expect(fromPack.status == shipped.status, "\(fromPack.standardOutput)\(fromPack.standardError)")
      // The same transcript, line for line, but for the id in its heading (which the longer
      // id may wrap at another word).
      #expect(
        Self.unwrappingHeading(fromPack.standardOutput.replacingOccurrences(of: newID, with: oldID))
          == Self.unwrappingHeading(shipped.standardOutput),
        "run \(newID) \(variant) differs from run \(oldID) \(variant)")
    }
  }

  @Test func theCourseListsALessonLoadedAtRunTimeInItsPlaceAndNotAsAPack() throws {
    let folder = try #require(Self.loadedAtRunTime.first)
    let id = CourseLessonFolder.id(of: folder)
    let listed = try LessonsBinary.run(["list"])
    #expect(listed.status == 0)
    #expect(!listed.standardOutput.contains("Lessons from the pack"), "\(listed.standardOutput)")
    let shown = try LessonsBinary.run(["show", id])
    #expect(shown.status == 0, "\(shown.standardError)")
    // Numbered by its place among all the course's folders.
    let lessons = try FileManager.default.contentsOfDirectory(atPath: SourceTree.url("Lessons").path)
      .filter { $0.first?.isNumber == true }.sorted()
    let number = try #require(lessons.firstIndex(of: folder)) + 1
    #expect(shown.standardOutput.hasPrefix("\(number). "), "\(shown.standardOutput.prefix(200))")
    #expect(!shown.standardOutput.contains("lessonScenario"), "the scenario's machinery is no listing")
  }

  @Test func aGoldenTranscriptThatNoLongerMatchesFailsPackCheckAtItsLine() throws {
    let folder = try #require(Self.loadedAtRunTime.first)
    let project = try ProjectCopy()
    defer { project.remove() }
    let pack = project.root.appendingPathComponent("copied")
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    let copied = try Self.copy(folder, as: "golden-probe", into: pack)
    // The exercise is not what this test is about, and proving it costs two compiles.
    try? FileManager.default.removeItem(at: copied.appendingPathComponent("exercise"))
    let golden = copied.appendingPathComponent(".golden/fixed.txt")
    var lines = try String(contentsOf: golden, encoding: .utf8).components(separatedBy: "\n")
    #expect(lines.count > 3)
    lines[2] = "   a line no run prints"
    try Data(lines.joined(separator: "\n").utf8).write(to: golden)
    let checked = try LessonsBinary.run(
      ["pack", "check", pack.path, "--runs", "1"], environment: project.environment)
    #expect(checked.status == 1)
    #expect(
      checked.standardOutput.contains("01-golden-probe/.golden/fixed.txt:3"), "\(checked.standardOutput)")
    #expect(checked.standardOutput.contains("`   a line no run prints`"))
  }

  /// A compile error in a lesson program's shared file is named at that file and line, not at
  /// the version's file (whose line it is not).
  @Test func aCompileErrorInASharedFileIsNamedThere() throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let pack = project.root.appendingPathComponent("copied")
    try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
    // The first course lesson with a Swift file that is neither a version nor the scenario's.
    let found = try Self.loadedAtRunTime.lazy.compactMap { folder -> (String, String)? in
      let directory = SourceTree.url("Lessons").appendingPathComponent(folder)
      let shared = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().first {
        name in
        guard name.hasSuffix(".swift"), !name.hasSuffix("Broken.swift"), !name.hasSuffix("Fixed.swift"),
          let text = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        else { return false }
        return !text.contains("lessonScenario")
      }
      return shared.map { (folder, $0) }
    }.first
    let (folder, shared) = try #require(found, "no course lesson has a shared Swift file")
    let copied = try Self.copy(folder, as: "shared-error", into: pack)
    try? FileManager.default.removeItem(at: copied.appendingPathComponent("exercise"))
    let file = copied.appendingPathComponent(shared)
    let text = try String(contentsOf: file, encoding: .utf8)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
    try Data((text + "let sharedError: Int = \"x\"\n").utf8).write(to: file)
    let checked = try LessonsBinary.run(
      ["pack", "check", pack.path, "--runs", "1"], environment: project.environment)
    #expect(checked.status == 1)
    #expect(
      checked.standardOutput.contains("01-shared-error/\(shared):\(line) (Xcode 27): does not compile"),
      "\(checked.standardOutput)")
  }

  @Test func swiftThatDeclaresNoScenarioOrTwoIsToldWhatALessonFolderHolds() throws {
    let project = try ProjectCopy()
    defer { project.remove() }
    let pack = project.root.appendingPathComponent("broken-pack")
    let none = pack.appendingPathComponent("01-no-scenario")
    let twice = pack.appendingPathComponent("02-two-scenarios")
    for folder in [none, twice] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let id = String(folder.lastPathComponent.dropFirst(3))
      try Data("---\nid: \(id)\ntitle: T\nsummary: S\n---\n\n## Story\nText.\n".utf8).write(
        to: folder.appendingPathComponent("lesson.md"))
      try Data("step \"Open\"\n".utf8).write(to: folder.appendingPathComponent("scenario.play"))
    }
    try Data("struct Model {}\n".utf8).write(to: none.appendingPathComponent("Model.swift"))
    for name in ["A.swift", "B.swift"] {
      try Data("let lessonScenario = 1\n".utf8).write(to: twice.appendingPathComponent(name))
    }
    let checked = try LessonsBinary.run(
      ["pack", "check", pack.path, "--runs", "1"], environment: project.environment)
    #expect(checked.status == 1)
    let output = checked.standardOutput
    #expect(
      output.contains(
        "01-no-scenario: the lesson folder lacks Broken.swift, Fixed.swift, and none of its Swift "
          + "(Model.swift) declares `lessonScenario`"), "\(output)")
    #expect(output.contains("`lessonScenario` is declared in A.swift and B.swift"), "\(output)")
  }
}
