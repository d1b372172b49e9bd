import Foundation

/// One self-contained HTML file that plays a recorded run in a browser: no
/// network, no server, the transcript embedded as JSON and rendered by a
/// little inline script.
///
/// It is made to be projected (a presenter mode): one step at a time fills
/// the screen, text is at least 20 px at 1280×720, every colour pair meets
/// WCAG AA (4.5:1), and the verdict appears only at the last step, so the
/// ending is not given away. Each version is a column with the step's
/// command, log, expectations and view tree (views shaded by how often
/// their body ran so far, in ``HeatPalette``'s five levels), and, when the
/// lesson's code is given, a code pane with the lines where the broken and
/// fixed sources differ marked. A step too long for the screen scrolls in
/// its own pane; the page never does.
///
/// The code pane takes the tree's place when C is pressed (or the Code
/// button): at 20 px a screen holds the log and the tree, or the log and the
/// code, not all three. Keys: ← and → step, a number key jumps to that step,
/// Home and End go to the ends, C toggles the code; `FILE.html#step=N` opens
/// at step N and `#step=N&code` with the code shown. A click on a view of the
/// tree (or Return on it) shows why its body ran, was skipped or went away in
/// that step, the chain `why VIEW` prints (``StepTranscript/why``).
///
/// Exported for a room (`forRoom`), it opens spoiler-free: the broken version alone,
/// without its checks (no `✗ … ← the bug`), its verdict, the fixed column or the code's
/// `// BUG` comments, so the room predicts before it is told. R reveals the checks and the
/// verdict, R again the fixed version beside it with the diff; P hides them again.
/// `#…&reveal=N` opens at that stage.
///
/// Whatever the stage, the lines of each tree that the step is about (views whose body ran
/// or whose line changed, state created, views discarded) are scrolled into view.
package enum HTMLPlayer {
  /// The HTML document; `material` adds the code pane (and the rule, shown with the verdict).
  package static func render(
    _ transcript: Transcript, material: LessonMaterial? = nil, forRoom: Bool = false
  ) throws -> String {
    let json = try TranscriptJSON.encode(transcript, pretty: false)
    let code = try codeJSON(material)
    let palette = try jsonText(["fills": HeatPalette.stops, "inks": HeatPalette.textColors])
    let lesson = transcript.lesson
    let title = "\(lesson.id): \(lesson.title)"
    let heading = lesson.number > 0 ? "\(lesson.number). \(lesson.title)" : lesson.title
    let swatches = HeatPalette.stops.enumerated().map { index, fill in
      "<i style=\"background:\(fill);color:\(HeatPalette.textColors[index])\">\(index + 1)</i>"
    }.joined()
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title.markupEscaped)</title>
      <style>
      \(HTMLPlayerAssets.css)
      </style>
      </head>
      <body class="presenter" data-room="\(forRoom)">
      <header>
      <h1>\(heading.markupEscaped) <code>\(lesson.id.markupEscaped)</code></h1>
      <nav>
      <button id="prev" type="button" title="Previous step (←)" aria-label="Previous step">◀</button>
      <span id="dots"></span>
      <button id="next" type="button" title="Next step (→)" aria-label="Next step">▶</button>
      <button id="code-toggle" type="button" title="Show the code instead of the tree, or the tree again (C)">Code</button>
      <button id="reveal" type="button" title="Reveal the next part: the checks, then the fixed version (R); P hides them again">Reveal</button>
      </nav>
      </header>
      <div class="step-row">
      <h2 id="step-title">Loading…</h2>
      <span id="step-counter"></span>
      <span class="legend" title="Body runs so far, in five levels of the busiest view's count">heat \(swatches)</span>
      </div>
      <main id="versions"></main>
      <noscript><p>This player needs JavaScript to step through the run.</p></noscript>
      <script id="transcript" type="application/json">\(scriptSafe(json))</script>
      <script id="code" type="application/json">\(scriptSafe(code))</script>
      <script id="palette" type="application/json">\(palette)</script>
      <script>
      \(HTMLPlayerAssets.script)
      </script>
      </body>
      </html>

      """
  }

  /// The code pane's data: the diff, and the rule, or `null` without material.
  static func codeJSON(_ material: LessonMaterial?) throws -> String {
    guard let material else { return "null" }
    let lines: [[String: String]] =
      material.diff?.lines.map { line in
        ["kind": line.kind.rawValue, "broken": line.text(in: .broken), "fixed": line.text(in: .fixed)]
      } ?? []
    var object: [String: Any] = ["diff": lines]
    if let rule = material.rule { object["rule"] = rule.text }
    return try jsonText(object)
  }

  static func jsonText(_ object: Any) throws -> String {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// JSON inside `<script>` must not close the element or open a comment.
  static func scriptSafe(_ json: String) -> String {
    json.replacingEvery("</", with: "<\\/").replacingEvery("<!--", with: "<\\!--")
  }
}

extension String {
  func replacingEvery(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
