/// One self-contained HTML file that plays a recorded run in a browser: no
/// network, no server, the transcript embedded as JSON and rendered by a
/// little inline script.
///
/// Step with the buttons or the arrow keys; `FILE.html#step=N` opens at step
/// N. Each step shows its command, its log, its expectations and the view
/// tree after it, each view shaded by how often its body ran so far (the
/// same ``HeatPalette`` as ``TreePicture``), and the verdict.
public enum HTMLPlayer {
  /// The HTML document.
  public static func render(_ transcript: Transcript) throws -> String {
    let json = try TranscriptJSON.encode(transcript, pretty: false)
    let palette = "[" + HeatPalette.stops.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    let lesson = transcript.lesson
    let title = "\(lesson.id): \(lesson.title)"
    let versions = transcript.versions.map(\.variant.rawValue).joined(separator: " and ")
    let swatches = HeatPalette.stops.map { "<i style=\"background:\($0)\"></i>" }.joined()
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
      <body>
      <header>
      <h1>\(lesson.number). \(lesson.title.markupEscaped) <code>\(lesson.id.markupEscaped)</code></h1>
      <p class="summary">\(lesson.summary.markupEscaped) <span class="versions">(\(versions.markupEscaped))</span></p>
      <nav>
      <button id="prev" type="button" title="Previous step (←)">◀ Back</button>
      <span id="step-counter"></span>
      <button id="next" type="button" title="Next step (→)">Next ▶</button>
      <span id="dots"></span>
      </nav>
      <h2 id="step-title">Loading…</h2>
      </header>
      <main id="versions"></main>
      <footer>
      <p class="legend">Heat, body runs so far: <span>fewest</span>\(swatches)<span>most</span></p>
      <p>← and → step through the scenario; the address ends in <code>#step=N</code>. \
      Views are shaded by how often their body ran so far (×N); a green outline marks state created in the \
      step. Recorded with <code>lessons run</code> from the runtime, nothing written by hand.</p>
      </footer>
      <noscript><p>This player needs JavaScript to step through the run.</p></noscript>
      <script id="transcript" type="application/json">\(scriptSafe(json))</script>
      <script id="palette" type="application/json">\(palette)</script>
      <script>
      \(HTMLPlayerAssets.script)
      </script>
      </body>
      </html>

      """
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
