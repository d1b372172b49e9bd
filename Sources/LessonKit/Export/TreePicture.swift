/// The view tree after a step as an SVG picture: one box per view,
/// container and control, indented like `tree`; views shaded by their
/// invalidation heat with their body count printed, views whose state was
/// created in the step outlined in green and marked `+ new state`, and the
/// views discarded in the step listed below in dashed red.
public enum TreePicture {
  static let rowHeight = 30
  static let indent = 26
  static let characterWidth = 7.8
  static let margin = 16
  static let legendNote = "green outline: state created in this step · dashed red: discarded"

  /// The SVG document. `title` heads the picture (`init-copy (broken) after step 3. Edit ▸ Undo`).
  public static func svg(_ tree: TreeSnapshot, title: String) -> String {
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
    let totalWidth = Int(max(width, Double(margin) * 2 + Double(legendNote.count) * characterWidth))
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(totalWidth)" height="\(y)" viewBox="0 0 \(totalWidth) \(y)" \
      font-family="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" font-size="13">
      <style>.heading{font-weight:bold;fill:#222}text{fill:#1d2530}</style>
      <rect width="100%" height="100%" fill="#fbfbfc"/>
      <text x="\(margin)" y="\(margin + 12)" class="heading" font-size="15">\(title.markupEscaped)</text>
      \(body.joined(separator: "\n"))
      </svg>

      """
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
    parts.append("<text x=\"\(margin + 190 + 11 * 18 + 8)\" y=\"\(y + 14)\">most</text>")
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
