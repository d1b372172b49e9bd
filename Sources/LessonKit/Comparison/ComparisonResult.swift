/// The counts of a ``Comparison``, as the runtime reported them.
public struct ComparisonResult: Sendable, Hashable {
  /// One counted view across the builds.
  public struct Row: Sendable, Hashable {
    public let view: String
    /// Body evaluations per build, in build order; `nil` where the build has no such view.
    public let counts: [Int?]
  }

  public let title: String
  public let buildNames: [String]
  public let rows: [Row]
  /// Steps that could not be performed, as `build: message`; empty when all ran.
  public let errors: [String]

  /// The count of `view` in the build named `build`, if both exist.
  public func count(of view: String, in build: String) -> Int? {
    guard let column = buildNames.firstIndex(of: build), let row = rows.first(where: { $0.view == view })
    else { return nil }
    return row.counts[column]
  }
}

extension Comparison {
  /// Mounts every build, performs the steps and reads the body counts.
  @MainActor
  public func run() async -> ComparisonResult {
    var columns: [[Int?]] = []
    var errors: [String] = []
    for build in builds {
      let app = build.makeApp()
      app.host.resetCounts()
      for step in steps {
        if let error = await app.perform(step) { errors.append("\(build.name): \(error)") }
      }
      // A view that never evaluated a body, not even at mount, is not part of this build.
      let present = Set(app.host.changes.map(\.view))
      columns.append(views.map { present.contains($0) ? app.host.bodyCount(of: $0) : nil })
    }
    let rows = views.enumerated().map { index, view in
      ComparisonResult.Row(view: view, counts: columns.map { $0[index] })
    }
    return ComparisonResult(title: title, buildNames: builds.map(\.name), rows: rows, errors: errors)
  }
}
