/// The view tree after a step as an SVG picture: one box per view,
/// container and control, indented like `tree`; views shaded by their
/// invalidation heat with their body count printed, views whose state was
/// created in the step outlined in green and marked `+ new state`, and the
/// views discarded in the step listed below in dashed red.
package enum TreePicture {
  static let rowHeight = 30
  static let indent = 26
  static let characterWidth = 7.8
  static let margin = 16
  static let legendNote = "green outline: state created in this step · dashed red: discarded"

  /// What a picture shows beside the tree: the step's command, its log and its expectations.
  package struct Notes: Sendable {
    package var command: String
    package var log: [String]
    package var expectations: [ExpectationTranscript]

    package init(command: String, log: [String], expectations: [ExpectationTranscript]) {
      self.command = command
      self.log = log
      self.expectations = expectations
    }

    /// The notes of a recorded step.
    package init(_ step: StepTranscript) {
      self.init(command: step.command, log: step.log, expectations: step.expectations)
    }
  }

  /// The longest line of the notes before it wraps.
  static let notesColumns = 72

  /// The SVG document. `title` heads the picture (`draft-title (broken) after step 3. Edit ▸ Undo`);
  /// `notes` are drawn beside the tree; `scale` multiplies the drawn size (the picture is
  /// vector: `--scale 2` is as sharp as 1, twice as big on a projector).
  package static func svg(_ tree: TreeSnapshot, title: String, notes: Notes? = nil, scale: Double = 1)
    -> String
  {
    var body: [String] = []
    var y = margin + 34
    var width = Double(margin) * 2 + Double(title.count) * 8.6
    var parents: [Int: (x: Int, y: Int)] = [:]
    for node in tree.nodes {
      let x = margin + node.depth * indent
      let label = label(for: node)
      let boxWidth = Int(Double(label.count) * characterWidth) + 20
      width = max(width, Double(x + boxWidth + margin))
      if node.depth > 0, let parent = parents[node.depth - 1] {
        // An elbow from the parent's left edge to this box.
        body.append(
          "<path d=\"M\(parent.x + 10) \(parent.y + 24) V\(y + 12) H\(x)\" fill=\"none\" stroke=\"#9aa3ad\"/>"
        )
      }
      parents[node.depth] = (x, y)
      body.append(box(node, label: label, x: x, y: y, width: boxWidth))
      y += rowHeight
    }
    if !tree.discarded.isEmpty {
      y += 8
      body.append(
        "<text x=\"\(margin)\" y=\"\(y + 16)\" class=\"heading\">Discarded in this step, with their state:</text>"
      )
      y += 24
      for view in tree.discarded {
        let label = "− \(view.view)  [\(view.path)]  " + view.properties.joined(separator: ", ")
        let boxWidth = Int(Double(label.count) * characterWidth) + 20
        width = max(width, Double(margin + boxWidth + margin))
        body.append(
          "<g class=\"discarded\" data-view=\"\(view.view.markupEscaped)\"><title>\(view.path.markupEscaped)</title>"
            + "<rect x=\"\(margin)\" y=\"\(y)\" width=\"\(boxWidth)\" height=\"24\" rx=\"5\" fill=\"#fff\" "
            + "stroke=\"#c0392b\" stroke-dasharray=\"5 3\" stroke-width=\"1.5\"/>"
            + "<text x=\"\(margin + 10)\" y=\"\(y + 16)\" fill=\"#c0392b\">\(label.markupEscaped)</text></g>")
        y += rowHeight
      }
    }
    y += 8
    body.append(legend(y: y))
    y += 40
    // Wide enough for the legend's longest line too.
    var totalWidth = Int(max(width, Double(margin) * 2 + Double(legendNote.count) * characterWidth))
    if let notes {
      let (lines, notesHeight) = notesColumn(notes, x: totalWidth + margin, y: margin + 34)
      body.append(lines)
      totalWidth += margin + Int(Double(notesColumns + 2) * characterWidth) + margin
      y = max(y, notesHeight + margin)
    }
    let factor = min(max(scale, 0.25), 8)
    let shownWidth = Int((Double(totalWidth) * factor).rounded())
    let shownHeight = Int((Double(y) * factor).rounded())
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(shownWidth)" height="\(shownHeight)" viewBox="0 0 \(totalWidth) \(y)" \
      font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="13">
      <style>.heading{font-weight:bold;fill:#222}text{fill:#1d2530}</style>
      <rect width="100%" height="100%" fill="#fbfbfc"/>
      <text x="\(margin)" y="\(margin + 12)" class="heading" font-size="15">\(title.markupEscaped)</text>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// The step's command, log and expectations as lines of text from (`x`, `y`); returns them
  /// and the y below the last.
  static func notesColumn(_ notes: Notes, x: Int, y top: Int) -> (String, Int) {
    var parts: [String] = ["<g class=\"notes\">"]
    var y = top
    func text(_ line: String, fill: String = "#1d2530", bold: Bool = false, cls: String) {
      for piece in wrap(line, columns: notesColumns) {
        parts.append(
          "<text x=\"\(x)\" y=\"\(y + 16)\" class=\"\(cls)\" style=\"fill:\(fill)\"\(bold ? " font-weight=\"bold\"" : "")>"
            + "\(piece.markupEscaped)</text>")
        y += 20
      }
    }
    text("▶ " + notes.command, fill: "#1f56b8", bold: true, cls: "command")
    y += 6
    text("Log of this step", bold: true, cls: "heading")
    if notes.log.isEmpty { text("(no state changed and no body ran)", fill: "#46505b", cls: "log") }
    for line in notes.log { text(line, cls: "log") }
    if !notes.expectations.isEmpty {
      y += 6
      text("Expectations", bold: true, cls: "heading")
      for expectation in notes.expectations {
        let fill =
          switch expectation.outcome {
          case .holds: "#17693a"
          case .bugShown: "#7a4300"
          case .unexpected: "#a11b12"
          }
        text(expectation.line, fill: fill, bold: expectation.outcome != .holds, cls: "expectation")
      }
    }
    parts.append("</g>")
    return (parts.joined(separator: "\n"), y)
  }

  /// `line` broken at spaces into pieces of at most `columns` characters (a longer word stays whole).
  static func wrap(_ line: String, columns: Int) -> [String] {
    var pieces: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      if !current.isEmpty, current.count + 1 + word.count > columns {
        pieces.append(current)
        current = "  " + word
      } else {
        current += (current.isEmpty ? "" : " ") + word
      }
    }
    pieces.append(current)
    return pieces
  }

  /// What a box says: the `tree` line, plus the body count for a view.
  static func label(for node: TreeNode) -> String {
    var label = node.text
    if node.role == .view { label += "   body ×\(node.bodyRuns)" }
    if node.stateCreated { label += "   + new state" }
    return label
  }

  private static func box(_ node: TreeNode, label: String, x: Int, y: Int, width: Int) -> String {
    let fill: String
    let stroke: String
    var textColor = "#1d2530"
    switch node.role {
    case .view:
      fill = HeatPalette.fill(for: node.heat)
      stroke = node.stateCreated ? "#1e8449" : "#b9770e"
      if HeatPalette.needsLightText(node.heat) { textColor = "#ffffff" }
    case .container:
      (fill, stroke) = ("#eef2f7", "#b8c2cc")
    case .control:
      (fill, stroke) = ("#ffffff", "#c8ced6")
    }
    let strokeWidth = node.stateCreated ? "3" : "1"
    let tooltip = (node.path ?? node.name) + (node.role == .view ? ": body ran \(node.bodyRuns)×" : "")
    return "<g class=\"node \(node.role.rawValue)\(node.stateCreated ? " created" : "")\" "
      + "data-view=\"\(node.name.markupEscaped)\" data-runs=\"\(node.bodyRuns)\" "
      + "data-heat=\"\(String(format2: node.heat))\"><title>\(tooltip.markupEscaped)</title>"
      + "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"24\" rx=\"5\" fill=\"\(fill)\" "
      + "stroke=\"\(stroke)\" stroke-width=\"\(strokeWidth)\"/>"
      + "<text x=\"\(x + 10)\" y=\"\(y + 16)\" style=\"fill:\(textColor)\">\(label.markupEscaped)</text></g>"
  }

  private static func legend(y: Int) -> String {
    var parts = ["<g class=\"legend\"><text x=\"\(margin)\" y=\"\(y + 14)\">heat: body runs so far</text>"]
    for (index, color) in HeatPalette.stops.enumerated() {
      parts.append(
        "<rect x=\"\(margin + 190 + index * 18)\" y=\"\(y + 2)\" width=\"18\" height=\"16\" fill=\"\(color)\"/>"
      )
    }
    parts.append("<text x=\"\(margin + 190 + HeatPalette.stops.count * 18 + 8)\" y=\"\(y + 14)\">most</text>")
    parts.append(
      "<text x=\"\(margin)\" y=\"\(y + 34)\">\(legendNote)</text></g>"
    )
    return parts.joined()
  }
}

extension String {
  /// `value` with two decimals, without Foundation's locale-dependent formatting.
  init(format2 value: Double) {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    self = "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }
}
