import StateRuntime

/// Several builds of a lesson's app put through the same steps, to set
/// their body evaluation counts side by side.
///
/// The numbers are never written down: ``run()`` mounts each build, performs
/// the steps and reads what the runtime counted.
///
/// ```swift
/// Comparison(
///   title: "Body evaluations over 10 price ticks",
///   builds: [
///     ComparisonBuild("broad") { xcode in makeApp(.broad, xcode) },
///     ComparisonBuild("extracted") { xcode in makeApp(.extracted, xcode) },
///   ],
///   steps: [.repeated(.event("tick"), times: 10)],
///   views: ["PortfolioScreen", "MarketValueLine"])
/// ```
package struct Comparison: Sendable {
  /// What the numbers count, as a table heading.
  package let title: String
  /// The builds, in column order.
  package let builds: [ComparisonBuild]
  /// What happens to every build after it is mounted; counting starts after the mount.
  package let steps: [Command]
  /// The view type names to count, in row order.
  package let views: [String]
  /// Named facts of the app (``LessonApp/fact(_:)``) read as numbers after the
  /// steps, in rows after the views: `database.opens`. Unlike body counts they
  /// include the mount.
  package let facts: [String]

  package init(
    title: String, builds: [ComparisonBuild], steps: [Command], views: [String], facts: [String] = []
  ) {
    self.title = title
    self.builds = builds
    self.steps = steps
    self.views = views
    self.facts = facts
  }
}

/// One named build of an app in a ``Comparison``.
package struct ComparisonBuild: Sendable {
  /// The column heading: `broad`, `narrow`, `extracted`.
  package let name: String
  /// The era this build is pinned to (a column per era), or `nil` to follow the run's.
  package let xcode: XcodeRelease?
  /// Builds and mounts the app in the given era.
  package let makeApp: @MainActor @Sendable (XcodeRelease) -> LessonApp

  package init(
    _ name: String, xcode: XcodeRelease? = nil,
    makeApp: @escaping @MainActor @Sendable (XcodeRelease) -> LessonApp
  ) {
    self.name = name
    self.xcode = xcode
    self.makeApp = makeApp
  }
}
