extension CommandParser.Verb {
  /// Whether the verb is a user's hand on the app's controls (`tap`, `select`, `back`,
  /// `scroll`): its command is a ``Command/perform(_:)``, not an event, the clock, a look or a check.
  package var isUserAction: Bool {
    // Every argument "1" is valid for every verb (see ``changesApp``).
    switch try? make(Array(repeating: "1", count: arguments.count), 1) {
    case .perform, .repeated(.perform, _): true
    default: false
    }
  }
}

extension CommandParser {
  /// The verbs that poke the app by hand, in the table's order: every message that offers the
  /// ways to poke an app lists these, so none can be left out when a verb is added.
  package static var userActionVerbs: [String] {
    verbs.filter(\.isUserAction).map(\.name)
  }

  /// The checks a script may make (`expect`, `expect-runs`, ...), in the table's order.
  package static var expectationVerbs: [String] {
    verbs.map(\.name).filter { $0 == "expect" || $0.hasPrefix("expect-") }
  }

  /// `words` as a sentence lists them: `tap, type or toggle` (`quoted`: `'tap', 'type' or 'toggle'`).
  package static func sentence(_ words: [String], conjunction: String = "or", quoted: Bool = false) -> String
  {
    let shown = quoted ? words.map { "'\($0)'" } : words
    guard let last = shown.last else { return "" }
    guard shown.count > 1 else { return last }
    return shown.dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }
}
