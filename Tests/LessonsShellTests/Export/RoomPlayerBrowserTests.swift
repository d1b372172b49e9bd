import Foundation
import TestSupport
import Testing

/// The HTML player exported for a room (`run ID --html FILE --room`), in headless Chromium at
/// 1280×720: spoiler-free until revealed, and the tree lines each step is about on screen.
///
/// Two lessons of the course, found by what they hold: the first, and the first whose golden
/// transcript discards a view (an identity change, whose key lines sit low in the tree).
@Suite(
  .enabled(if: HeadlessChromium.executable != nil, "chromium is not installed: the browser test is skipped"),
  .enabled(if: LessonsBinary.url != nil, "the lessons executable is not built next to the tests"),
  .serialized)
struct RoomPlayerBrowserTests {
  /// What the probe measured at one step of one reveal stage.
  struct Step: Decodable {
    let stage: Int
    let step: Int
    /// The rendered text of the versions (the data in `<script>` is not rendered).
    let text: String
    let variants: [String]
    let expectations: Int
    let hasVerdict: Bool
    /// The lines the step is about (state created, views discarded; else changed lines), and
    /// how many of them are wholly on screen: inside their pane's box and the window.
    let marked: Int
    let visible: Int
    let spanFits: Bool
  }

  struct Report: PlayerProbe.Measurement {
    let width: Int
    let height: Int
    let steps: [Step]
    /// The code pane's text before anything is revealed.
    let spoilerFreeCode: String
  }

  static let lessons = SourceTree.url("Lessons")

  /// The course's first lesson, and its first whose golden transcript discards a view.
  static let chosen: [String] = {
    let folders = CourseLessonFolder.all(in: lessons)
    let discarding = folders.first { folder in
      let golden = lessons.appendingPathComponent("\(folder)/.golden/broken.txt")
      return (try? String(contentsOf: golden, encoding: .utf8))?.contains("discarded with its state") == true
    }
    return ([folders.first] + [discarding]).compactMap { $0 }.map(CourseLessonFolder.id(of:))
  }()

  static func report(_ lesson: String) throws -> Report {
    let folder = LessonsBinary.temporaryHome()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("\(lesson).html")
    let export = try LessonsBinary.run(["run", lesson, "--html", file.path, "--room"])
    #expect(export.status == 0, "\(export.standardError)")
    #expect(export.standardOutput.contains("spoiler-free"))
    let probed = folder.appendingPathComponent("\(lesson)-probed.html")
    let html = try String(contentsOf: file, encoding: .utf8)
    try PlayerProbe.instrument(html, with: probe).write(to: probed, atomically: true, encoding: .utf8)
    return try PlayerProbe.measure(Report.self, page: probed, width: 1280, height: 720)
  }

  @Test func twoLessonsAreFound() {
    #expect(Self.chosen.count == 2 && Set(Self.chosen).count == 2, "\(Self.chosen)")
  }

  @Test(arguments: chosen)
  func aRoomSeesNoSpoilerUntilRevealedAndEveryStepsLinesOnScreen(lesson: String) throws {
    let report = try Self.report(lesson)
    #expect(report.width == 1280 && report.height == 720)
    let stages = Dictionary(grouping: report.steps, by: \.stage)
    let count = stages[0]?.count ?? 0
    try #require(count > 1)
    for step in stages[0] ?? [] {
      #expect(step.variants == ["broken"], "step \(step.step): \(step.variants)")
      #expect(!step.text.contains("✗"), "step \(step.step) shows a check: \(step.text)")
      #expect(!step.text.contains("← the bug"))
      #expect(!step.text.contains("BUG"))
      #expect(step.expectations == 0 && !step.hasVerdict)
    }
    #expect(!report.spoilerFreeCode.isEmpty)
    #expect(!report.spoilerFreeCode.contains("BUG"), "\(report.spoilerFreeCode)")
    // One reveal: the checks (the bug's ✗ among them) and the verdict, still the broken version alone.
    let checks = stages[1] ?? []
    #expect(checks.allSatisfy { $0.variants == ["broken"] })
    #expect(checks.contains { $0.text.contains("✗") && $0.text.contains("← the bug") })
    #expect(checks.last?.hasVerdict == true)
    // The next: the fixed version beside it.
    #expect((stages[2] ?? []).allSatisfy { $0.variants == ["broken", "fixed"] })
    #expect(stages[2]?.count == count)
    // At every step of every stage, what the step changed is on screen.
    for step in report.steps where step.marked > 0 {
      #expect(
        step.visible > 0, "stage \(step.stage) step \(step.step): none of \(step.marked) marked lines shows")
      if step.spanFits {
        #expect(
          step.visible == step.marked,
          "stage \(step.stage) step \(step.step): \(step.visible) of \(step.marked)")
      }
    }
  }

  /// Steps through every step at each reveal stage with the player's own keys, measuring.
  static let probe = #"""
    (function () {
      function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true })); }
      function inside(box, frame) {
        return box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1 && box.left >= frame.left - 1
          && box.right <= frame.right + 1;
      }
      function measure(stage) {
        var main = document.getElementById("versions");
        var s = { stage: stage, step: parseInt(document.body.dataset.step, 10), text: main.innerText,
          variants: Array.prototype.map.call(main.querySelectorAll(".version"), function (v) { return v.dataset.variant; }),
          expectations: main.querySelectorAll("ul.expectations li").length,
          hasVerdict: main.querySelectorAll(".verdict").length > 0, marked: 0, visible: 0, spanFits: true };
        var viewport = { top: 0, left: 0, bottom: innerHeight, right: innerWidth };
        main.querySelectorAll(".version .tree").forEach(function (pane) {
          var marked = pane.querySelectorAll(".node.created, .discarded");
          if (!marked.length) marked = pane.querySelectorAll(".node.changed");
          if (s.step === 1 || !marked.length) return;
          var frame = pane.getBoundingClientRect();
          var span = marked[marked.length - 1].getBoundingClientRect().bottom - marked[0].getBoundingClientRect().top;
          if (span > pane.clientHeight) s.spanFits = false;
          marked.forEach(function (line) {
            s.marked += 1;
            var box = line.getBoundingClientRect();
            if (inside(box, frame) && inside(box, viewport)) s.visible += 1;
          });
        });
        return s;
      }
      var count = document.getElementById("dots").children.length;
      var result = { width: innerWidth, height: innerHeight, steps: [], spoilerFreeCode: "" };
      for (var stage = 0; stage <= 2; stage++) {
        key("Home");
        for (var i = 0; i < count; i++) { result.steps.push(measure(stage)); key("ArrowRight"); }
        if (stage === 0) {
          key("c");
          var code = document.querySelector(".version .code");
          result.spoilerFreeCode = code ? code.innerText : "";
          key("c");
        }
        key("r");
      }
      var out = document.createElement("pre");
      out.id = "probe";
      out.textContent = JSON.stringify(result);
      document.body.appendChild(out);
    })();
    """#
}
