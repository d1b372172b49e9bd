@_spi(Tooling) import StateRuntime

/// One app a lesson's comparison counts beside others, besides its two versions: the
/// narrow fix alone, the `@StateObject` spelling.
///
/// The comparison itself (its title, its columns, the steps and what is counted) is the
/// `comparison` section of the lesson's `scenario.play`; a column named `broken` or `fixed`
/// that no build claims is that version.
///
/// ```swift
/// let lessonScenario = Scenario(
///   makeApp: { variant, xcode in … },
///   builds: [ComparisonBuild("narrow") { xcode in LessonApp(Narrow.ScoreBoard(portfolio: League()), xcode: xcode) }])
/// ```
public struct ComparisonBuild: Sendable {
  /// The column's name in `scenario.play` and in the table.
  public let name: String
  /// Builds and mounts the app, for an Xcode release's SwiftUI.
  public let makeApp: @MainActor @Sendable (XcodeRelease) -> LessonApp

  /// A build called `name`, mounted by `makeApp`.
  public init(_ name: String, makeApp: @escaping @MainActor @Sendable (XcodeRelease) -> LessonApp) {
    self.name = name
    self.makeApp = makeApp
  }
}
