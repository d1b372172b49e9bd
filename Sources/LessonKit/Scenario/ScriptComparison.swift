import StateRuntime

/// The `comparison` section that may end a lesson's `scenario.play`: builds of its app put
/// through the same steps after mount, their body evaluations (and named facts) counted
/// side by side, which `run` prints after the verdict.
///
/// ```text
/// comparison "Body evaluations over 10 price ticks, after mount:"
/// builds broad narrow extracted
/// count ScoreBoard ScoreList LeaderLine
/// event tick 10
/// ```
///
/// - `builds NAME…`: the columns, in order. `broken` and `fixed` are the two versions;
///   any other name is a build the lesson's Swift declares (`Scenario(builds:)`).
/// - `eras 26 27`, optionally: every build in each of these Xcode releases' SwiftUI (its
///   column named `broken 26`); without it, in the run's era.
/// - `count VIEW…`: the view types whose body evaluations after the mount are counted, as
///   rows (`–` for a build without that view).
/// - `count-facts NAME…`: facts of the app read as numbers after the steps, as rows after
///   the views (the mount included: `database.opens`).
/// - Every other line is an action (`tap`, `type`, `event`, `advance`, … and repetitions
///   such as `event tick 10`), performed in order on each build.
package struct ScriptComparison: Sendable, Hashable {
  /// What the numbers count, as the table's heading.
  package var title: String
  /// The builds, in column order.
  package var builds: [String]
  /// The eras every build runs in, in column order; empty for the run's era only.
  package var eras: [XcodeRelease]
  /// The view type names counted, in row order.
  package var views: [String]
  /// The facts read as numbers, in rows after the views.
  package var facts: [String]
  /// What happens to every build after it is mounted.
  package var steps: [Command]
  /// The line of `scenario.play` the section starts on.
  package var line: Int

  /// One column of the table: the build mounted, the era it is built with, and its heading.
  package struct Column: Sendable, Hashable {
    /// The build's name (`narrow`, `broken`).
    package var build: String
    /// The Xcode release whose SwiftUI it runs.
    package var xcode: XcodeRelease
    /// The column's heading: the build's name, and its era when the comparison spans eras.
    package var heading: String
  }

  /// The table's columns for a run in `xcode`: each build in order, once per era of ``eras``
  /// (era by era) when it names any.
  package func columns(xcode: XcodeRelease) -> [Column] {
    guard !eras.isEmpty else { return builds.map { Column(build: $0, xcode: xcode, heading: $0) } }
    return eras.flatMap { era in
      builds.map { Column(build: $0, xcode: era, heading: "\($0) \(era.rawValue)") }
    }
  }
}
