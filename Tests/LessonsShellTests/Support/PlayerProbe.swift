import Foundation

/// A script added to a copy of an exported player: after the player ran, it
/// steps through every step with the keyboard and measures the page as a
/// learner sees it, then writes what it measured as JSON into
/// `<pre id="probe">`, for `--dump-dom` to carry out of the browser.
///
/// Contrast is WCAG 2's: relative luminance of sRGB, (L1 + 0.05) / (L2 + 0.05),
/// with the background taken from the nearest ancestor that paints one
/// (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio).
enum PlayerProbe {
  /// What a probe script measured, and the viewport it measured it in.
  protocol Measurement: Decodable {
    var width: Int { get }
    var height: Int { get }
  }

  /// A copy of `html` with `probe` (this probe by default) at the end of its body.
  static func instrument(_ html: String, with probe: String = script) -> String {
    html.replacingOccurrences(of: "</body>", with: "<script>\n\(probe)\n</script>\n</body>")
  }

  /// What the probe in the instrumented page `page` measured at `width` × `height`.
  ///
  /// The viewport is the browser's to give: on a loaded machine headless Chromium has
  /// been seen to lay a page out before its window reached the size asked for. A
  /// measurement of another viewport is taken again (twice at most); the test then checks it.
  static func measure<Measured: Measurement>(
    _ type: Measured.Type, page: URL, width: Int, height: Int
  ) throws -> Measured {
    var measured = try decode(
      type, in: HeadlessChromium.dumpDOM(page.absoluteString, width: width, height: height))
    for _ in 0..<2 where measured.width != width || measured.height != height {
      measured = try decode(
        type, in: HeadlessChromium.dumpDOM(page.absoluteString, width: width, height: height))
    }
    return measured
  }

  /// The JSON a probe wrote into `<pre id="probe">`, read out of the dumped DOM.
  static func decode<Measured: Decodable>(_ type: Measured.Type, in dom: String) throws -> Measured {
    guard let start = dom.range(of: "<pre id=\"probe\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else { throw CocoaError(.coderValueNotFound) }
    let text = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    return try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  /// What the probe measured.
  struct Report: Measurement {
    struct Step: Decodable {
      let step: Int
      let hasVerdict: Bool
      let verdictText: String
      let pageFits: Bool
      let overflowingPanes: [String]
      let horizontalOverflow: [String]
      let smallestFont: Double
      let smallestFontText: String
      let lowestContrast: Double
      let lowestContrastText: String
      let levelsByRuns: [String: [String]]
      let codeLines: [String: Int]
    }

    let width: Int
    let height: Int
    let count: Int
    let steps: [Step]
    /// The same steps with the code pane shown in place of the tree.
    let codeSteps: [Step]
    let afterRight: Int
    let afterLeft: Int
    let afterDigit: Int
    let codeShownByKey: Bool
  }

  static let script = #"""
    (function () {
      function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true })); }
      function step() { return parseInt(document.body.dataset.step, 10); }
      function channel(c) { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); }
      function rgba(text) {
        var m = /rgba?\(([^)]+)\)/.exec(text); if (!m) return null;
        var p = m[1].split(",").map(function (x) { return parseFloat(x); });
        return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
      }
      function luminance(c) { return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b); }
      function background(node) {
        for (var n = node; n && n.nodeType === 1; n = n.parentElement) {
          var c = rgba(getComputedStyle(n).backgroundColor);
          if (c && c.a > 0.5) return c;
        }
        return { r: 255, g: 255, b: 255, a: 1 };
      }
      function visibleTextNodes() {
        var out = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          var t = walker.currentNode, parent = t.parentElement;
          if (!t.textContent.trim() || !parent || parent.closest("script, noscript, #probe")) continue;
          var box = parent.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          out.push(t);
        }
        return out;
      }
      function measure() {
        var s = { step: step(), overflowingPanes: [], horizontalOverflow: [], levelsByRuns: {}, codeLines: {} };
        var verdicts = document.querySelectorAll(".verdict");
        s.hasVerdict = verdicts.length > 0;
        s.verdictText = Array.prototype.map.call(verdicts, function (v) { return v.textContent; }).join(" | ");
        var root = document.documentElement;
        s.pageFits = root.scrollHeight <= innerHeight + 1 && root.scrollWidth <= innerWidth + 1;
        document.querySelectorAll(".pane").forEach(function (p) {
          if (getComputedStyle(p).display === "none") return;
          if (p.scrollHeight > p.clientHeight + 1) s.overflowingPanes.push(p.className + " in " + p.closest(".version").dataset.variant);
          if (p.scrollWidth > p.clientWidth + 1) s.horizontalOverflow.push(p.className);
        });
        document.querySelectorAll("body *").forEach(function (e) {
          if (e.closest("script, #probe")) return;
          var box = e.getBoundingClientRect();
          if (box.width > 0 && box.right > innerWidth + 1) s.horizontalOverflow.push(e.tagName + "." + e.className);
        });
        s.smallestFont = 1e9; s.smallestFontText = ""; s.lowestContrast = 1e9; s.lowestContrastText = "";
        visibleTextNodes().forEach(function (t) {
          var style = getComputedStyle(t.parentElement), size = parseFloat(style.fontSize);
          if (size < s.smallestFont) { s.smallestFont = size; s.smallestFontText = t.textContent.slice(0, 60); }
          var fg = rgba(style.color), bg = background(t.parentElement);
          var a = luminance(fg), b = luminance(bg);
          var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          if (ratio < s.lowestContrast) {
            s.lowestContrast = ratio;
            s.lowestContrastText = t.textContent.slice(0, 60) + " (" + style.color + " on " + JSON.stringify(bg) + ")";
          }
        });
        document.querySelectorAll(".version").forEach(function (column) {
          var levels = {};
          column.querySelectorAll(".node.view").forEach(function (n) {
            var runs = n.dataset.runs;
            levels[runs] = levels[runs] || [];
            var fill = n.style.background + "|" + n.dataset.level;
            if (levels[runs].indexOf(fill) < 0) levels[runs].push(fill);
          });
          s.levelsByRuns[column.dataset.variant] = Object.keys(levels).map(function (k) { return k + ":" + levels[k].join(" / "); });
          s.codeLines[column.dataset.variant] = column.querySelectorAll(".code .code-line.removed, .code .code-line.added").length;
        });
        return s;
      }
      var result = { width: innerWidth, height: innerHeight, count: document.getElementById("dots").children.length, steps: [], codeSteps: [] };
      key("Home");
      for (var i = 0; i < result.count; i++) {
        result.steps.push(measure());
        key("c"); result.codeSteps.push(measure()); key("c");
        key("ArrowRight");
      }
      key("Home"); key("ArrowRight"); result.afterRight = step();
      key("ArrowLeft"); result.afterLeft = step();
      key(String(Math.min(3, result.count))); result.afterDigit = step();
      key("c"); result.codeShownByKey = document.body.classList.contains("show-code");
      key("c");
      var out = document.createElement("pre");
      out.id = "probe";
      out.textContent = JSON.stringify(result);
      document.body.appendChild(out);
    })();
    """#
}
