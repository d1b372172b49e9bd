/// The four questions that settle who owns a value, answered.
package struct Ownership: Sendable, Hashable {
  /// The value the answers are about (`the document title`).
  package let value: String
  /// Where does the truth live?
  package let truth: String
  /// How long does it live: screen, session, across relaunch?
  package let lifetime: String
  /// Who may change it?
  package let writers: String
  /// Must it persist?
  package let persistence: String

  package init(value: String, truth: String, lifetime: String, writers: String, persistence: String) {
    self.value = value
    self.truth = truth
    self.lifetime = lifetime
    self.writers = writers
    self.persistence = persistence
  }
}
