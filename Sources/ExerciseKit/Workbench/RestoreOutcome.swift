import Foundation

/// What `lessons restore ID` did.
package struct RestoreOutcome: Sendable, Equatable {
  /// The learner's file, now the starter again.
  package var restored: URL
  /// Where the learner's previous file was kept, or `nil` when there was none (or it equalled the starter).
  package var backup: URL?
}
