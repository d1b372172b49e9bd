import Foundation

/// What `lessons reset ID` did.
package struct ResetOutcome: Sendable, Equatable {
  /// The learner's file, now the starter again.
  package var restored: URL
  /// Where the learner's previous file was kept, or `nil` when there was none (or it equalled the starter).
  package var backup: URL?
}
