/// What each mark of the invalidation log means, for `help log` and the pointer the shell
/// gives after a first `run`.
///
/// The log's lines are the runtime's (`RuntimeEvent.logLine`); a line without a mark is a
/// body that ran, in the words of SwiftUI's `Self._printChanges()`.
package enum LogLegend {
  /// One mark and what a line that starts with it says.
  package struct Entry: Sendable, Hashable {
    package let mark: String
    package let meaning: String
  }

  /// Every mark, in the order a reader meets them in a pass.
  package static let entries: [Entry] = [
    Entry(
      mark: "View: … changed.",
      meaning: "a body ran, and why, as SwiftUI's Self._printChanges() says it: @self (its inputs), "
        + "@identity (a new identity), _name (a state property), @dependencies (an observed or "
        + "environment value)"),
    Entry(mark: "=", meaning: "a write to a view's state: the property, its old value → its new one"),
    Entry(mark: "⚡", meaning: "what invalidated a view: an observed property's change, or objectWillChange"),
    Entry(mark: "≠", meaning: "why a view's inputs count as changed: what differs, and the comparison used"),
    Entry(mark: "·", meaning: "a body skipped: the view's inputs compared equal"),
    Entry(mark: "+", meaning: "state created, with its initial value, for a view's new identity [its path]"),
    Entry(mark: "-", meaning: "a view discarded with its state: its identity is gone"),
    Entry(
      mark: "~",
      meaning: "an initial value evaluated and thrown away: the identity keeps the state it has"),
    Entry(mark: "▴", meaning: "a view appeared: its onAppear (and .task) runs"),
    Entry(mark: "▾", meaning: "a view disappeared: its onDisappear runs"),
    Entry(
      mark: "↳",
      meaning: "an action ran in reaction (onChange, an observation's handler), before the writes it makes"),
    Entry(mark: "⋯", meaning: "rows of a lazy list built so far, and how many wait to be scrolled to"),
    Entry(mark: "!", meaning: "a runtime warning or error, in SwiftUI's words"),
    Entry(mark: "└", meaning: "the end of an update pass: how many bodies ran and how many were skipped"),
    Entry(mark: "▸", meaning: "the action that started what follows (a tap, a step, a relaunch)"),
    Entry(mark: "»", meaning: "what a view's Self._logChanges() reported (Changed Body Properties)"),
  ]

  /// The legend as lines, one mark each.
  package static var lines: [String] {
    entries.map { "\($0.mark)  \($0.meaning)" }
  }
}
