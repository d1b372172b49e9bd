import Foundation

/// A learner's file found where the tool kept it before the workspace (beside the checks,
/// in `Lessons/NN-id/exercise/`), and what was done with it.
package struct EarlierEdit: Sendable, Equatable {
  /// What happened to the earlier file.
  package enum Outcome: Sendable, Equatable {
    /// Moved (the course's) or copied (a pack's) into the workspace as the learner's file.
    case adopted
    /// The workspace already had a different file: the earlier one was kept beside it
    /// under this name (no `.swift` extension, so nothing compiles it twice).
    case keptBeside(URL)
  }

  /// The exercise's id.
  package var id: String
  /// Where the file was.
  package var from: URL
  /// The learner's file in the workspace.
  package var to: URL
  /// What was done.
  package var outcome: Outcome
}
