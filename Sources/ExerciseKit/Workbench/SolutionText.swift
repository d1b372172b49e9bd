import Foundation

/// The reference solution, as `lessons solution ID` shows it.
public struct SolutionText: Sendable, Equatable {
  /// Where the reference lives.
  public var file: URL
  /// Its contents.
  public var source: String
  /// Whether the exercise has passed (otherwise it was shown because of `--force`).
  public var earned: Bool
}
