extension TreeSnapshot {
  /// The tree as `tree` prints it, each view followed by its body count so
  /// far and `+ new state` where its state was created in the step, then
  /// the views discarded in the step.
  ///
  /// ```
  /// MemoScreen   ×3
  ///   VStack
  ///     NoteEditor   ×3
  /// ```
  package var annotatedText: String {
    var lines = nodes.map { node in
      var line = String(repeating: "  ", count: node.depth) + node.text
      if node.role == .view { line += "   ×\(node.bodyRuns)" }
      if node.stateCreated { line += "  + new state" }
      return line
    }
    lines += discarded.map { "- \($0.view) discarded with its state [\($0.path)]" }
    return lines.joined(separator: "\n")
  }
}
