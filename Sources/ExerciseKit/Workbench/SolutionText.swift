import Foundation

/// The reference solution, as `lessons solution ID` shows it.
package struct SolutionText: Sendable, Equatable {
  /// Where the reference lives.
  package var file: URL
  /// Its contents.
  package var source: String
  /// Whether the exercise has passed (otherwise it was shown because of `--force`).
  package var earned: Bool
}
