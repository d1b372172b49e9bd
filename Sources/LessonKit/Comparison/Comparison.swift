/// Several builds of a lesson's app put through the same steps, to set
/// their body evaluation counts side by side.
///
/// The counts are never written down: ``run()`` mounts each build, performs
/// the steps and reads what the runtime counted.
///
/// ```swift
/// Comparison(
///   title: "Body evaluations over 10 price ticks",
///   builds: [
///     ComparisonBuild("broad") { makeApp(.broad) },
///     ComparisonBuild("extracted") { makeApp(.extracted) },
///   ],
///   steps: [.repeated(.event("tick"), times: 10)],
///   views: ["PortfolioScreen", "MarketValueLine"])
/// ```
public struct Comparison: Sendable {
  /// What the numbers count, as a table heading.
  public let title: String
  /// The builds, in column order.
  public let builds: [ComparisonBuild]
  /// What happens to every build after it is mounted; counting starts after the mount.
  public let steps: [StepAction]
  /// The view type names to count, in row order.
  public let views: [String]

  public init(title: String, builds: [ComparisonBuild], steps: [StepAction], views: [String]) {
    self.title = title
    self.builds = builds
    self.steps = steps
    self.views = views
  }
}

/// One named build of an app in a ``Comparison``.
public struct ComparisonBuild: Sendable {
  /// The column heading: `broad`, `narrow`, `extracted`.
  public let name: String
  /// Builds and mounts the app.
  public let makeApp: @MainActor @Sendable () -> LessonApp

  public init(_ name: String, makeApp: @escaping @MainActor @Sendable () -> LessonApp) {
    self.name = name
    self.makeApp = makeApp
  }
}
