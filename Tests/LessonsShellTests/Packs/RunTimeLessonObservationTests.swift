import Foundation
import TestSupport
import Testing

/// A course lesson loaded at run time judged from what its run observed, as
/// `LessonObservationTests` judges the compiled ones: the body counts `run --json` reports
/// for each step, never the transcript's text.
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
    let run = try LessonsBinary.run(["run", lesson, "--json"] + arguments)
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    let transcript = try JSONDecoder().decode(Transcript.self, from: Data(run.standardOutput.utf8))
    return try #require(transcript.comparison)
  }

  /// The steps of `lesson`'s run with `arguments` (`--fixed`), as `run --json` reports them.
  static func steps(_ lesson: String, _ arguments: [String] = []) throws -> [Step] {
    let run = try LessonsBinary.run(["run", lesson, "--json"] + arguments)
    #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
    let report = try JSONDecoder().decode(Report.self, from: Data(run.standardOutput.utf8))
    return try #require(report.versions.first?.steps)
  }

  /// The story's figure is the run's: "six body evaluations" for one keystroke.
  @Test func observationGranularityStoryCountsWhatTheRunShows() throws {
    let steps = try Self.steps("observation-granularity")
    let keystroke = try #require(steps.first { $0.command.hasPrefix("type ") })
    let bodies = keystroke.bodyRuns.values.reduce(0, +)
    let words = [2: "two", 5: "five", 6: "six", 7: "seven"]
    let story = try String(
      contentsOf: SourceTree.url("Lessons/05-observation-granularity/lesson.md"), encoding: .utf8
    ).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      story.contains("costs \(words[bodies] ?? "\(bodies)") body evaluations"), "the run shows \(bodies)")
  }

  /// The broken root hands AccountSummary a capturing closure: a new context each body,
  /// so the summary runs with every tick; the fixed root never re-runs, so it does not.
  @Test func environmentStormCapturingClosureRunsWithTheRoot() throws {
    let broken = try #require(Self.steps("environment-storm").last?.bodyRunsSoFar)
    #expect(broken["TradingApp"] == 6)
    #expect(broken["AccountSummary"] == 6)
    let fixed = try #require(Self.steps("environment-storm", ["--fixed"]).last?.bodyRunsSoFar)
    #expect(fixed["AccountSummary"] == 1)
    #expect(fixed["Ticker"] == 6)
  }

  /// The per-element table, counted in children of the lesson's program: the broken rows run
  /// for every write, the fixed ones once each.
  @Test func perElementComparisonCountsRows() throws {
    let result = try Self.comparison("per-element")
    #expect(result.count(of: "ItemRow", in: "broken") == 9)
    #expect(result.count(of: "ItemRow", in: "fixed") == 2)
    #expect(result.count(of: "PackingScreen", in: "fixed") == 2)
    #expect(result.count(of: "PackingHeader", in: "broken") == 0)
  }

  /// costly-state-init side by side, each build in each era's program: the declaration's
  /// initial value costs only under Xcode 26, the custom-init value costs in both,
  /// @StateObject and the fix in neither.
  @Test func costlyStateInitComparisonCountsEachBuildInEachEra() throws {
    let result = try Self.comparison("costly-state-init")
    let expected: [(build: String, opens: Int, loads: Int)] = [
      ("broken 26", 4, 4), ("broken 27", 1, 4), ("@StateObject 26", 1, 1), ("@StateObject 27", 1, 1),
      ("fixed 26", 1, 1), ("fixed 27", 1, 1),
    ]
    for row in expected {
      #expect(result.count(of: "database.opens", in: row.build) == row.opens, "\(row.build)")
      #expect(result.count(of: "history.loads", in: row.build) == row.loads, "\(row.build)")
    }
  }

  /// The broad screen runs for every tick; the fixed one only for its mount and the refresh,
  /// the ticks reaching only the market value line.
  @Test func broadSummaryScreenRunsOnlyWhenItsHeadlineChanges() throws {
    let broken = try #require(Self.steps("broad-summary").last?.bodyRunsSoFar)
    // Mount, three ticks, one refresh.
    #expect(broken["PortfolioScreen"] == 5)
    let fixed = try #require(Self.steps("broad-summary", ["--fixed"]).last?.bodyRunsSoFar)
    #expect(fixed["PortfolioScreen"] == 2)
    #expect(fixed["MarketValueLine"] == 4)
  }

  /// broad-summary's three builds: the narrow fix spares the screen, not the list.
  @Test func broadSummaryComparisonCountsEachBuild() throws {
    let result = try Self.comparison("broad-summary")
    #expect(result.builds == ["broad", "narrow", "extracted"])
    #expect(result.count(of: "PortfolioScreen", in: "broad") == 10)
    #expect(result.count(of: "PortfolioScreen", in: "narrow") == 0)
    #expect(result.count(of: "HoldingsList", in: "narrow") == 10)
    #expect(result.count(of: "PortfolioScreen", in: "extracted") == 0)
    #expect(result.count(of: "HoldingsList", in: "extracted") == 0)
    #expect(result.count(of: "MarketValueLine", in: "extracted") == 10)
    #expect(result.count(of: "MarketValueLine", in: "broad") == nil)
  }
}
