import ExerciseKit
import StateRuntime
import WorkbenchSupport

/// What a scripted `play` did, step by step: what `--json` prints and the text report renders.
///
/// ```json
/// {"formatVersion": 2, "root": "Counter", "status": "ok", "steps": [{"command": "mount",
///   "changes": ["Counter: @self, @identity, _n changed."], "events": [...], "tree": "...", "error": null}]}
/// ```
struct PlayTranscript: Codable, Equatable, Sendable {
  /// One script command (the first is always `mount`).
  struct Step: Codable, Equatable, Sendable {
    /// The command as a script spells it.
    var command: String
    /// The `_printChanges` lines of the bodies it evaluated (``BodyChange/description``).
    var changes: [String]
    /// The runtime's records of what it did.
    var events: [RuntimeEvent]
    /// The screen after it.
    var tree: String
    /// Why it failed (a missing control, an expectation, a crash), else `nil`.
    var error: String?
    /// Body evaluations per view since mount, for `counts`.
    var counts: [String: Int]?
    /// What the played code printed during it (`print`), else `nil`.
    var printed: String?

    // `error` is written as `null` when absent, as the format promises.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(command, forKey: .command)
      try container.encode(changes, forKey: .changes)
      try container.encode(events, forKey: .events)
      try container.encode(tree, forKey: .tree)
      try container.encode(error, forKey: .error)
      try container.encodeIfPresent(counts, forKey: .counts)
      try container.encodeIfPresent(printed, forKey: .printed)
    }
  }

  /// The format version of this document (``WorkbenchSupport/JSONFormat/version``).
  var formatVersion = JSONFormat.version
  /// The view mounted.
  var root: String
  /// The steps, in order.
  var steps: [Step]
  /// How it ended.
  var status: PlayStatus
  /// The compile errors, when the status is `compile-error`.
  var diagnostics: [Diagnostic]?
  /// Notes (the `import SwiftUI` one, the memory limit).
  var notes: [String]?
  /// What the played code printed, when it crashed or timed out.
  var output: String?
}
