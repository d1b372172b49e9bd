import StateRuntime

extension TreeSnapshot {
  /// The control kinds as `tree` spells them at the start of a line.
  static let controlNames = ["Text", "Button", "Toggle", "TextField", "Stepper", "Picker", "Tap"]

  /// The tree a host shows now, with body counts from its records since mount.
  ///
  /// - Parameters:
  ///   - rendered: the host's ``ViewHost/render()``.
  ///   - events: every record since mount (for body counts per identity).
  ///   - stepEvents: the records of the step just run (state created and discarded).
  package init(rendered: String, events: [RuntimeEvent], stepEvents: [RuntimeEvent]) {
    var runsByPath: [String: Int] = [:]
    var pathOrder: [String] = []
    var runsByType: [String: Int] = [:]
    for event in events {
      switch event {
      case .bodyEvaluated(let change):
        if runsByPath[change.path] == nil { pathOrder.append(change.path) }
        runsByPath[change.path, default: 0] += 1
        runsByType[change.view, default: 0] += 1
      case .stateDiscarded(let state):
        // That identity is gone; one that comes back at the same path is new and counts afresh.
        runsByPath[state.path] = nil
        pathOrder.removeAll { $0 == state.path }
      default: break
      }
    }
    var created = Set<String>()
    var createdTypes = Set<String>()
    var discarded: [DiscardedView] = []
    for event in stepEvents {
      switch event {
      case .stateCreated(let state):
        created.insert(state.path)
        createdTypes.insert(state.view)
      case .stateDiscarded(let state):
        discarded.append(DiscardedView(view: state.view, path: state.path, properties: state.properties))
      default: break
      }
    }

    let lines = rendered.split(separator: "\n").map(String.init)
    let parsed = lines.map(Self.parse)
    let paths = Self.matchPaths(parsed, candidates: pathOrder)
    self.init(
      nodes: parsed.enumerated().map { index, line in
        let path = paths[index]
        let role: TreeNode.Role =
          Self.controlNames.contains(line.name) && line.text.contains("\"")
          ? .control : (runsByType[line.name] != nil ? .view : .container)
        let runs = role == .view ? (path.flatMap { runsByPath[$0] } ?? runsByType[line.name] ?? 0) : 0
        let isNew = path.map(created.contains) ?? createdTypes.contains(line.name)
        return TreeNode(
          depth: line.depth, name: line.name, text: line.text, role: role, path: path, bodyRuns: runs,
          heat: 0, stateCreated: role == .view && isNew)
      },
      discarded: discarded)
  }

  private struct Line {
    let depth: Int
    let name: String
    let text: String
  }

  private static func parse(_ line: String) -> Line {
    let spaces = line.prefix { $0 == " " }.count
    let text = String(line.dropFirst(spaces))
    let name = text.split(separator: " ", maxSplits: 1).first.map(String.init) ?? text
    return Line(depth: spaces / 2, name: name, text: text)
  }

  /// Pins nodes to identity paths where the records allow it: a path's
  /// segments, keys stripped (`VStack[1]` → `VStack`), name the node and its
  /// ancestors. Where several nodes share that chain (rows), they are matched
  /// in order only when the counts agree; otherwise the path stays unknown.
  private static func matchPaths(_ lines: [Line], candidates: [String]) -> [String?] {
    var chains: [[String]] = []
    var stack: [String] = []
    for line in lines {
      stack = Array(stack.prefix(line.depth)) + [line.name]
      chains.append(stack)
    }
    var pathsByChain: [[String]: [String]] = [:]
    for path in candidates {
      pathsByChain[path.split(separator: "/").map { strippingKey(String($0)) }, default: []].append(path)
    }
    var nodesByChain: [[String]: [Int]] = [:]
    for (index, chain) in chains.enumerated() { nodesByChain[chain, default: []].append(index) }
    var result = [String?](repeating: nil, count: lines.count)
    for (chain, nodes) in nodesByChain {
      guard let paths = pathsByChain[chain], paths.count == nodes.count else { continue }
      for (node, path) in zip(nodes, paths) { result[node] = path }
    }
    return result
  }

  private static func strippingKey(_ segment: String) -> String {
    var name = Substring(segment)
    if let range = name.range(of: ".id(") { name = name[..<range.lowerBound] }
    if let index = name.firstIndex(where: { $0 == "[" || $0 == "(" }) { name = name[..<index] }
    return String(name)
  }
}
