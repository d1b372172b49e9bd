/// A time as a script writes it: a number and its unit (`500ms`, `3s`, `1.5s`, `2m`, `1h`).
///
/// `advance` reads it, and a transcript writes it back the same way, so a line parses to
/// the command it came from.
package enum DurationWords {
  /// The units, longest suffix first so that `ms` is not read as `s`.
  private static let units: [(suffix: String, attoseconds: Double)] = [
    ("ms", 1e15), ("s", 1e18), ("m", 60e18), ("h", 3600e18),
  ]

  /// The duration `text` spells, or `nil` when it is not a number with one of the units.
  package static func duration(_ text: String) -> Duration? {
    for unit in units where text.hasSuffix(unit.suffix) {
      let number = text.dropLast(unit.suffix.count)
      guard !number.isEmpty, number.first != "-", let value = Double(number), value.isFinite else {
        return nil
      }
      let milliseconds = (value * unit.attoseconds / 1e15).rounded()
      // The clock counts whole milliseconds here, the finest a script needs.
      guard milliseconds <= 1e12 else { return nil }
      return .milliseconds(Int64(milliseconds))
    }
    return nil
  }

  /// `duration` as a script writes it: whole seconds as `3s`, anything finer as milliseconds.
  package static func words(for duration: Duration) -> String {
    let milliseconds =
      duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    return milliseconds % 1000 == 0 ? "\(milliseconds / 1000)s" : "\(milliseconds)ms"
  }
}
