import Foundation
import TestSupport
import Testing

/// The exported HTML player in a real browser: headless Chromium loads it at
/// `#step=1` and at the last step, and the rendered DOM shows that step's
/// title, a line of its log and the heat of the view that ran most.
///
/// Skipped when Chromium is not installed (`scripts/test` installs Debian's).
@Suite(
  .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed: the browser test is skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct HTMLPlayerBrowserTests {
  /// One rendered tree node of the player: `<div class="node view …" data-view=… data-heat=…>`.
  struct RenderedNode {
    let view: String
    let heat: String
    let isHottest: Bool
    let hasHeatColour: Bool
  }

  static func viewNodes(in dom: String) throws -> [RenderedNode] {
    let tag = try Regex(#"<div class="node view[^"]*"[^>]*>"#)
    return dom.matches(of: tag).map { match in
      let text = String(dom[match.range])
      func attribute(_ name: String) -> String? {
        guard let start = text.range(of: "\(name)=\"") else { return nil }
        return String(text[start.upperBound...].prefix { $0 != "\"" })
      }
      return RenderedNode(
        view: attribute("data-view") ?? "", heat: attribute("data-heat") ?? "",
        isHottest: attribute("data-hottest") == "true",
        hasHeatColour: attribute("style")?.contains("background") == true)
    }
  }

  @Test func playerRendersFirstAndLastStepWithHeat() throws {
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The fixture course's stepper lesson.
    let project = try ProjectCopy.fixture()
    defer { project.remove() }
    let file = folder.appendingPathComponent("volume-copy.html")
    let export = try LessonsBinary.run(
      ["run", "volume-copy", "--html", file.path], environment: project.environment)
    #expect(export.status == 0, "\(export.standardError)")
    // The player shows both versions; what the DOM must show comes from the same runs.
    let transcript = try DemoKitBinaryTests.json(
      ["run", "volume-copy", "--compare", "--json"], environment: project.environment)
    let steps = try DemoKitBinaryTests.steps(transcript)
    let fixedSteps = try DemoKitBinaryTests.steps(transcript, version: 1)
    try #require(steps.count > 1)

    for number in [1, steps.count] {
      let step = steps[number - 1]
      let dom = try HeadlessChromium.dumpDOM(file.absoluteString + "#step=\(number)")
      let title = try #require(step["title"] as? String)
      #expect(dom.contains("<h2 id=\"step-title\">\(number). \(Self.escaped(title))</h2>"), "step \(number)")
      #expect(dom.contains("Step \(number) of \(steps.count)"))

      let records = try #require(step["records"] as? [[String: Any]])
      let line = try #require(records.compactMap { $0["line"] as? String }.first)
      #expect(dom.contains(">\(Self.escaped(line))</span>"), "step \(number) lacks its log line \(line)")

      // The view that ran most so far carries the most heat, and is marked hottest.
      // Each column marks the view that ran most in it.
      var nodes: [[String: Any]] = []
      var hottest = Set<String>()
      for version in [step, fixedSteps[number - 1]] {
        let tree = try #require(version["tree"] as? [String: Any])
        let views = try #require(tree["nodes"] as? [[String: Any]]).filter { $0["role"] as? String == "view" }
        let most = views.compactMap { $0["bodyRuns"] as? Int }.max() ?? 0
        hottest.formUnion(
          views.filter { $0["bodyRuns"] as? Int == most }.compactMap { $0["name"] as? String })
        nodes += views
      }
      let rendered = try Self.viewNodes(in: dom)
      #expect(rendered.count == nodes.count)
      #expect(Set(rendered.filter(\.isHottest).map(\.view)) == hottest)
      #expect(rendered.allSatisfy { $0.hasHeatColour })
      let maximumHeat = rendered.map(\.heat).max() ?? ""
      // Heat is relative to the whole run: the last step's hottest view is at full heat.
      if number == steps.count { #expect(maximumHeat == "1.00") }
    }

    // A step beyond the end opens the last one rather than a blank page.
    let beyond = try HeadlessChromium.dumpDOM(file.absoluteString + "#step=\(steps.count + 5)")
    #expect(beyond.contains("Step \(steps.count) of \(steps.count)"))

    let picture = folder.appendingPathComponent("player.png")
    try HeadlessChromium.screenshot(file.absoluteString + "#step=\(steps.count)", to: picture)
    let png = try Data(contentsOf: picture)
    #expect(png.count > 10_000)
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    // No tab the test opened outlives it (the browser itself ends with the test process:
    // HeadlessChromiumTests).
    #expect(try HeadlessChromium.openPages() == 0)
  }

  /// Text as Chromium serialises it inside elements.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}

/// The player as a presenter projects it: exported lessons measured in
/// headless Chromium at 1280×720 and 1024×768 by ``PlayerProbe``.
@Suite(
  .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed: the browser test is skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct HTMLPresenterBrowserTests {
  static func probe(_ lesson: String, width: Int, height: Int, environment: [String: String] = [:]) throws
    -> PlayerProbe.Report
  {
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(lesson).html")
    let export = try LessonsBinary.run(["run", lesson, "--html", file.path], environment: environment)
    #expect(export.status == 0, "\(export.standardError)")
    let probed = folder.appendingPathComponent("\(lesson)-probed.html")
    try PlayerProbe.instrument(try String(contentsOf: file, encoding: .utf8))
      .write(to: probed, atomically: true, encoding: .utf8)
    return try PlayerProbe.measure(PlayerProbe.Report.self, page: probed, width: width, height: height)
  }

  @Test(arguments: [(1280, 720), (1024, 768)])
  func presenterModeFitsReadsAndKeepsTheEnding(width: Int, height: Int) throws {
    // The course's first lesson, found in Lessons/: the one a presenter opens with, whose
    // panes must hold their content at 1280×720.
    let lesson = try #require(CourseLessonFolder.ids().first)
    let report = try Self.probe(lesson, width: width, height: height)
    #expect(report.width == width && report.height == height)
    let transcript = try DemoKitBinaryTests.json(["run", lesson, "--compare", "--json"])
    let count = try DemoKitBinaryTests.steps(transcript).count
    #expect(report.count == count)
    try #require(report.steps.count == count)

    for step in report.steps + report.codeSteps {
      #expect(step.horizontalOverflow.isEmpty, "step \(step.step) at \(width): \(step.horizontalOverflow)")
      #expect(step.pageFits, "step \(step.step) at \(width)×\(height) scrolls")
      #expect(step.lowestContrast >= 4.5, "step \(step.step): \(step.lowestContrastText)")
      if width == 1280 {
        #expect(
          step.smallestFont >= 20, "step \(step.step): \(step.smallestFont) px for \(step.smallestFontText)")
      }
      // No verdict before the last step; at the last step both versions' verdicts.
      if step.step < count {
        #expect(!step.hasVerdict, "step \(step.step) shows \(step.verdictText)")
      } else {
        #expect(step.hasVerdict)
        #expect(step.verdictText.contains("Bug reproduced") && step.verdictText.contains("Fix holds"))
      }
      // Every view with the same count has one fill; different counts of at most five differ.
      for (variant, levels) in step.levelsByRuns {
        #expect(levels.allSatisfy { !$0.contains(" / ") }, "\(variant) step \(step.step): \(levels)")
        let fills = levels.map { $0.split(separator: ":", maxSplits: 1)[1] }
        #expect(Set(fills).count == fills.count, "\(variant) step \(step.step) heat levels alike: \(levels)")
      }
      // The code pane: the broken column marks removed lines, the fixed column added ones.
      #expect(step.codeLines["broken", default: 0] > 0 && step.codeLines["fixed", default: 0] > 0)
    }
    // At 1280×720 every pane of every step holds its content: nothing scrolls, nothing hides.
    if width == 1280 {
      for step in report.steps {
        #expect(step.overflowingPanes.isEmpty, "step \(step.step): \(step.overflowingPanes)")
      }
    }
    #expect(report.afterRight == 2)
    #expect(report.afterLeft == 1)
    #expect(report.afterDigit == min(3, count))
    #expect(report.codeShownByKey)
  }

  /// The course's lesson with the longest identity path in its golden transcript (`[A/B/C]`
  /// ending a line),
  /// found in `Lessons/`.
  static func longestPathLesson() throws -> String {
    let lessons = SourceTree.url("Lessons")
    let longest = CourseLessonFolder.all(in: lessons).map { folder -> (String, Int) in
      let golden =
        (try? String(
          contentsOf: lessons.appendingPathComponent("\(folder)/.golden/broken.txt"), encoding: .utf8))
        ?? ""
      let paths = golden.matches(of: /(?m)\[(\S+\/\S+)\]$/).map { $0.output.1.count }
      return (folder, paths.max() ?? 0)
    }.max { $0.1 < $1.1 }
    return CourseLessonFolder.id(of: try #require(longest, "the course has no lesson").0)
  }

  /// The lesson with the longest identity paths: they wrap instead of scrolling sideways.
  @Test func longPathsWrapAt1024() throws {
    let report = try Self.probe(try Self.longestPathLesson(), width: 1024, height: 768)
    for step in report.steps + report.codeSteps {
      #expect(step.horizontalOverflow.isEmpty, "step \(step.step): \(step.horizontalOverflow)")
      #expect(step.pageFits)
      #expect(step.lowestContrast >= 4.5, "step \(step.step): \(step.lowestContrastText)")
      #expect(step.hasVerdict == (step.step == report.count))
    }
  }
}
