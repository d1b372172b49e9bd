extension ViewHost {
  /// The current screen as an indented text tree: your views by name,
  /// containers, and every text and control with its value.
  ///
  /// ```
  /// Editor
  ///   VStack
  ///     Text "Draft"
  ///     TextField "Title": "Draft"
  /// ```
  ///
  /// A screen covered by a pushed view or a sheet keeps its state and is
  /// shown, its first line marked `[covered by ParkDetails]`.
  public func render() -> String {
    var lines: [String] = []
    let coverage = Dictionary(
      graph.nodesWithCoverage().map { (ObjectIdentifier($0.node), $0.coverage) },
      uniquingKeysWith: { a, _ in a })
    // `marked`: a line above in this subtree already says it is covered.
    func visit(_ node: ViewNode, depth: Int, marked: Bool) {
      var childDepth = depth
      var marked = marked
      if node.isShownInPath {
        let indent = String(repeating: "  ", count: depth)
        var line =
          if let control = node.control {
            indent + graph.element(of: node, control).description
          } else {
            indent + node.typeName + node.renderAnnotation
          }
        if !marked, let cover = coverage[ObjectIdentifier(node)] ?? nil {
          line += " [covered by \(Self.coverName(cover.cover))\(cover.coveredBy)]"
          marked = true
        }
        lines.append(line)
        childDepth += 1
      }
      for child in node.children {
        visit(child, depth: childDepth, marked: marked)
      }
      if let waiting = graph.rowsNotBuilt(under: node) {
        let rows = waiting == 1 ? "1 more row" : "\(waiting) more rows"
        lines.append(
          String(repeating: "  ", count: childDepth) + "… \(rows), not built until scrolled to (scroll)")
      }
    }
    if let root = graph.root { visit(root, depth: 0, marked: false) }
    return lines.joined(separator: "\n")
  }
}

extension ViewNode {
  /// Extra facts shown beside a name in the rendered tree.
  var renderAnnotation: String {
    var notes: [String] = []
    if case .element(let id) = key { notes.append("id: \(ValueDescription.describe(id.base))") }
    if let parent, case .explicit(let id) = parent.key, parent.children.first === self {
      notes.append(".id(\(ValueDescription.describe(id.base)))")
    }
    if case .explicit(let id) = key { notes.append(".id(\(ValueDescription.describe(id.base)))") }
    if isShownInPath, let section = view as? any TitledView, let title = section.title {
      notes.append("\"\(title)\"")
    }
    return notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")"
  }

  /// Texts of the descendants, for controls labelled by content.
  func descendantTexts() -> [String] {
    children.flatMap { child -> [String] in
      if child.typeID == ObjectIdentifier(Text.self), let text = child.view as? Text { return [text.content] }
      if child.typeID == ObjectIdentifier(Label.self), let label = child.view as? Label {
        return [label.title]
      }
      return child.descendantTexts()
    }
  }

  /// Names of the descendant images, for a tap target with no text.
  func descendantImageNames() -> [String] {
    children.flatMap { child -> [String] in
      if child.typeID == ObjectIdentifier(Image.self), let image = child.view as? Image {
        return [image.name]
      }
      return child.descendantImageNames()
    }
  }
}

@MainActor
protocol TitledView {
  var title: String? { get }
}

extension Section: TitledView {}

extension ViewHost {
  /// How the rendered tree names what covers a screen.
  fileprivate static func coverName(_ cover: Coverage.Cover) -> String {
    switch cover {
    case .pushed: ""
    case .sheet: "the sheet "
    case .dialog: "the "
    case .otherTab: "the tab "
    }
  }
}
