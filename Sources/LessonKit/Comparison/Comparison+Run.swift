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
