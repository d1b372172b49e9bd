/// The counts of a lesson's ``Comparison``, as data.
package struct ComparisonTable: Codable, Sendable, Hashable {
  package struct Row: Codable, Sendable, Hashable {
    package let view: String
    /// Per build, in build order; `nil` where the build has no such view.
    package let counts: [Int?]
  }

  package let title: String
  package let builds: [String]
  package let rows: [Row]

  /// The table of a comparison's counts.
  package init(_ result: ComparisonResult) {
    self.title = result.title
    self.builds = result.buildNames
    self.rows = result.rows.map { Row(view: $0.view, counts: $0.counts) }
  }
}
