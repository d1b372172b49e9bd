import Foundation
import TestSupport
import Testing

/// A course lesson loaded at run time judged from what its run observed: the body counts
/// `run --json` reports for each step and its comparison of builds, held to the golden
/// transcript its folder keeps (which `pack check` holds the run to). The lessons are found in
/// `Lessons/`: a new lesson with a comparison is tested without an edit here.
@Suite(
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"), .serialized
)
struct RunTimeLessonObservationTests {
  /// What `run --json` reports of a step: its command and the views whose bodies ran.
  struct Step: Decodable {
    let command: String
    /// How many times each view's body ran in the step.
    let bodyRuns: [String: Int]
    /// How many times each view's body ran up to the step's end.
    let bodyRunsSoFar: [String: Int]
  }

  struct Report: Decodable {
    struct Version: Decodable { let steps: [Step] }
    let versions: [Version]
  }

  /// A lesson's comparison of builds, as `run --json` reports it.
  struct Comparison: Decodable {
    struct Row: Decodable {
      let view: String
      let counts: [Int?]
    }
    let builds: [String]
    let rows: [Row]

    /// The count of `view` in the column `build`, when both exist.
    func count(of view: String, in build: String) -> Int? {
      guard let column = builds.firstIndex(of: build) else { return nil }
      return rows.first { $0.view == view }?.counts[column]
    }
  }

  /// `lesson`'s comparison of builds, as `run --json` reports it.
  static func comparison(_ lesson: String, _ arguments: [String] = []) throws -> Comparison {
    struct Transcript: Decodable { let comparison: Comparison? }
    let transcript = try JSONDecoder().decode(Transcript.self, from: Data(try json(lesson, arguments).utf8))
    return try #require(transcript.comparison)
  }

  /// The steps of `lesson`'s run with `arguments` (`--fixed`), as `run --json` reports them.
  static func steps(_ lesson: String, _ arguments: [String] = []) throws -> [Step] {
    let report = try JSONDecoder().decode(Report.self, from: Data(try json(lesson, arguments).utf8))
    return try #require(report.versions.first?.steps)
  }

  /// What `run LESSON --json ARGUMENTS` prints. With no arguments it is read from the course's
  /// shared `run LESSON --compare --json` (``CourseRunRecord``): the same broken run first, and
  /// the same comparison of builds, with the fixed run after them.
  static func json(_ lesson: String, _ arguments: [String]) throws -> String {
    if arguments.isEmpty { return try CourseRunRecord.of(lesson).json }
    let run = try LessonsBinary.run(["run", lesson, "--json"] + arguments)
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    return run.standardOutput
  }

  /// The course's lessons (their ids and folders), read from `Lessons/`.
  static var lessons: [(id: String, folder: URL)] {
    let root = SourceTree.url("Lessons")
    return CourseLessonFolder.all(in: root).map {
      (CourseLessonFolder.id(of: $0), root.appendingPathComponent($0))
    }
  }

  /// The comparison of builds that ends a golden transcript: the trailing lines indented by
  /// two spaces, under a title ending with a colon; the first is the header of the builds
  /// (columns are two or more spaces apart), each other a view and its counts (`–` for none).
  static func goldenComparison(_ golden: String) -> Comparison? {
    var lines = golden.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    var table: [String] = []
    while let line = lines.last, line.hasPrefix("  ") {
      table.insert(line, at: 0)
      lines.removeLast()
    }
    guard let title = lines.last, title.hasSuffix(":"), table.count >= 2 else { return nil }
    func cells(_ line: String) -> [String] {
      line.trimmingCharacters(in: .whitespaces).split(separator: /\s{2,}/).map(String.init)
    }
    let builds = cells(table[0])
    let rows = table.dropFirst().map { line in
      let parts = line.trimmingCharacters(in: .whitespaces).split(
        separator: " ", omittingEmptySubsequences: true)
      return Comparison.Row(view: String(parts[0]), counts: parts.dropFirst().map { Int($0) })
    }
    return Comparison(builds: builds, rows: rows)
  }

  /// The course's lessons whose golden transcript ends with a comparison of builds, with it.
  static var comparedLessons: [String] {
    lessons.filter { lesson in
      let golden = try? String(
        contentsOf: lesson.folder.appendingPathComponent(".golden/broken.txt"), encoding: .utf8)
      return golden.flatMap(goldenComparison) != nil
    }.map(\.id)
  }

  /// The golden transcript of `lesson`'s broken run.
  static func golden(_ lesson: String) throws -> String {
    let folder = try #require(lessons.first { $0.id == lesson }?.folder)
    return try String(contentsOf: folder.appendingPathComponent(".golden/broken.txt"), encoding: .utf8)
  }

  /// The bodies a transcript's passes evaluated, step by step: `└ pass N: K bodies evaluated`.
  static func bodiesEvaluatedByStep(_ transcript: String) -> [Int] {
    transcript.split(separator: "\n").compactMap { line in
      line.firstMatch(of: /└ pass \d+: (\d+) bod(?:y|ies) evaluated/).flatMap { Int($0.output.1) }
    }
  }

  /// A lesson's comparison, as `run --json` reports it, is the table its golden transcript
  /// ends with (which `pack check` holds the run to): the same builds, views and counts.
  @Test(arguments: comparedLessons)
  func theReportedComparisonIsTheGoldenTable(lesson: String) throws {
    let golden = try #require(Self.goldenComparison(try Self.golden(lesson)))
    let reported = try Self.comparison(lesson)
    #expect(reported.builds == golden.builds)
    #expect(reported.rows.map(\.view) == golden.rows.map(\.view))
    for row in golden.rows {
      for build in golden.builds {
        let column = try #require(golden.builds.firstIndex(of: build))
        #expect(reported.count(of: row.view, in: build) == row.counts[column], "\(row.view) in \(build)")
      }
    }
  }

  /// What `run --json` counts step by step is what the transcript shows: each step's body runs
  /// add up to the bodies its passes evaluated in the golden transcript, and the running
  /// totals are the sums of the steps so far.
  @Test(arguments: lessons.map(\.id))
  func theReportedBodyRunsAreTheTranscripts(lesson: String) throws {
    let steps = try Self.steps(lesson)
    let golden = Self.bodiesEvaluatedByStep(try Self.golden(lesson))
    let reported: [Int] = steps.map { $0.bodyRuns.values.reduce(0, +) }
    // The totals are typed locals: `reduce(0, +)` inside `#expect` took the compiler 1.3 s.
    let reportedTotal: Int = reported.reduce(0, +)
    let goldenTotal: Int = golden.reduce(0, +)
    #expect(reportedTotal == goldenTotal, "reported \(reported), golden passes \(golden)")
    var soFar: [String: Int] = [:]
    for step in steps {
      soFar.merge(step.bodyRuns, uniquingKeysWith: +)
      #expect(
        step.bodyRunsSoFar.filter { $0.value != 0 } == soFar.filter { $0.value != 0 }, "\(step.command)")
    }
  }

  /// A story's figure is the run's: a story that says a keystroke "costs N body evaluations"
  /// is held to the bodies its lesson's first `type` step ran (found by reading the stories).
  @Test func aStorysBodyCountForAKeystrokeIsTheRuns() throws {
    let words = [2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight"]
    var checked = 0
    for lesson in Self.lessons {
      let story = try String(contentsOf: lesson.folder.appendingPathComponent("lesson.md"), encoding: .utf8)
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      guard story.contains(/keystroke costs \w+ body evaluations/) else { continue }
      let steps = try Self.steps(lesson.id)
      let keystroke = try #require(
        steps.first { $0.command.hasPrefix("type ") }, "\(lesson.id) types nothing")
      let bodies = keystroke.bodyRuns.values.reduce(0, +)
      #expect(
        story.contains("costs \(words[bodies] ?? "\(bodies)") body evaluations"),
        "\(lesson.id): the run shows \(bodies)")
      checked += 1
    }
    #expect(checked > 0, "no story counts a keystroke's body evaluations")
  }
}
