import ExerciseKit
import LessonKit
import StateRuntime
import WorkbenchSupport

/// What a scripted `play` did, step by step: what `--json` prints and the text report renders.
///
/// ```json
/// {"formatVersion": 2, "root": "Counter", "status": "ok", "steps": [{"command": "mount",
///   "changes": ["Counter: @self, @identity, _n changed."], "events": [...], "tree": "...", "error": null}]}
/// ```
package struct PlayTranscript: Codable, Equatable, Sendable {
  /// One script command (the first is always `mount`).
  package struct Step: Codable, Equatable, Sendable {
    /// The command as a script spells it.
    package var command: String
    /// The `_printChanges` lines of the bodies it evaluated (``BodyChange/description``).
    package var changes: [String]
    /// The runtime's records of what it did.
    package var events: [RuntimeEvent]
    /// The screen after it.
    package var tree: String
    /// Why it failed (a missing control, an expectation, a crash), else `nil`.
    package var error: String?
    /// Body evaluations per view since mount, for `counts`.
    package var counts: [String: Int]?
    /// What the played code printed during it (`print`), else `nil`.
    package var printed: String?
    /// With `--why VIEW`: why that view's body ran, was skipped or went away in this step.
    package var why: [WhyTranscript]?

    package init(
      command: String, changes: [String], events: [RuntimeEvent], tree: String, error: String? = nil,
      counts: [String: Int]? = nil, printed: String? = nil
    ) {
      self.command = command
      self.changes = changes
      self.events = events
      self.tree = tree
      self.error = error
      self.counts = counts
      self.printed = printed
    }

    // `error` is written as `null` when absent, as the format promises.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(command, forKey: .command)
      try container.encode(changes, forKey: .changes)
      try container.encode(events, forKey: .events)
      try container.encode(tree, forKey: .tree)
      try container.encode(error, forKey: .error)
      try container.encodeIfPresent(counts, forKey: .counts)
      try container.encodeIfPresent(printed, forKey: .printed)
      try container.encodeIfPresent(why, forKey: .why)
    }
  }

  /// The format version of this document (``WorkbenchSupport/JSONFormat/version``).
  package var formatVersion = JSONFormat.version
  /// The view mounted.
  package var root: String
  /// The steps, in order.
  package var steps: [Step]
  /// How it ended.
  package var status: PlayStatus
  /// The compile errors, when the status is `compile-error`.
  package var diagnostics: [Diagnostic]?
  /// Notes (the `import SwiftUI` one, the memory limit).
  package var notes: [String]?
  /// What the played code printed, when it crashed or timed out.
  package var output: String?

  package init(
    root: String, steps: [Step], status: PlayStatus, diagnostics: [Diagnostic]? = nil, notes: [String]? = nil,
    output: String? = nil
  ) {
    self.root = root
    self.steps = steps
    self.status = status
    self.diagnostics = diagnostics
    self.notes = notes
    self.output = output
  }
}
