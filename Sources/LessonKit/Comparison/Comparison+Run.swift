import StateRuntime

extension Comparison {
  /// Mounts every build, performs the steps and reads the counts.
  ///
  /// - Parameter xcode: the era of builds that do not name their own.
  @MainActor
  package func run(xcode: XcodeRelease = .current) async -> ComparisonResult {
    var columns: [[Int?]] = []
    var errors: [String] = []
    for build in builds {
      let app = build.makeApp(build.xcode ?? xcode)
      app.host.resetCounts()
      for step in steps {
        if let error = await app.perform(step) { errors.append("\(build.name): \(error)") }
      }
      // A view that never evaluated a body, not even at mount, is not part of this build.
      let present = Set(app.host.changes.map(\.view))
      let bodies = views.map { present.contains($0) ? app.host.bodyCount(of: $0) : nil }
      let readings = app.factReadings
      let facts = self.facts.map { name in readings.first { $0.name == name }.flatMap { Int($0.value) } }
      columns.append(bodies + facts)
    }
    let rows = (views + facts).enumerated().map { index, view in
      ComparisonResult.Row(view: view, counts: columns.map { $0[index] })
    }
    return ComparisonResult(title: title, buildNames: builds.map(\.name), rows: rows, errors: errors)
  }
}
