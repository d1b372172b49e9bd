/// The counts of a lesson's ``Comparison``, as data.
public struct ComparisonTable: Codable, Sendable, Hashable {
  public struct Row: Codable, Sendable, Hashable {
    public let view: String
    /// Per build, in build order; `nil` where the build has no such view.
    public let counts: [Int?]
  }

  public let title: String
  public let builds: [String]
  public let rows: [Row]

  init(_ result: ComparisonResult) {
    self.title = result.title
    self.builds = result.buildNames
    self.rows = result.rows.map { Row(view: $0.view, counts: $0.counts) }
  }
}
