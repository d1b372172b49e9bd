/// Consecutive notifications from one source (a property, an object).
struct NotificationRun {
  struct Key: Comparable {
    let depth: Int
    let id: Int

    static func < (lhs: Key, rhs: Key) -> Bool { (lhs.depth, lhs.id) < (rhs.depth, rhs.id) }
  }

  let source: String
  /// Index of the run's first event in the graph's events.
  let start: Int
  var keys: [Key]
}
