/// One line of the invalidation log, with what kind of fact it states so a
/// renderer can style it (colour is a help, never the only carrier: every
/// kind also has a textual marker).
package struct LogLine: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    /// A body evaluation, in `_printChanges` form.
    case body
    /// A body skipped because its inputs were equal.
    case skipped
    /// State created, discarded, or an initial value thrown away.
    case state
    /// A write or an Observation/ObservableObject notification.
    case cause
    /// Per-pass counts.
    case summary
    /// A runtime warning or error.
    case issue
  }

  package let kind: Kind
  package let text: String

  package init(_ kind: Kind, _ text: String) {
    self.kind = kind
    self.text = text
  }
}
