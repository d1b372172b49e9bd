/// The colours of invalidation heat, shared by the HTML player and the SVG
/// picture so a view looks equally hot in both.
///
/// Heat is a view's body evaluations so far relative to the run's busiest
/// view (0...1). It is shown in five levels, not a smooth ramp: on a
/// projector neighbouring shades of a ramp look the same, so each level
/// differs from the next in lightness, from pale yellow to deep red. Each
/// fill comes with a text colour that keeps WCAG AA contrast (4.5:1), and
/// colour is never the only carrier: every shaded box also prints its count
/// (`×3`).
package enum HeatPalette {
  /// The five fills, coolest first.
  package static let stops: [String] = ["#fff4cc", "#fdd36b", "#f99a3e", "#c2361b", "#6b0a0a"]

  /// The text colour on each fill: dark ink on the light three, white on the dark two
  /// (contrast 14, 10.8, 7.1, 5.5 and 12.5 to 1).
  package static let textColors: [String] = ["#1d2530", "#1d2530", "#1d2530", "#ffffff", "#ffffff"]

  /// The fill for `heat` (clamped to 0...1).
  package static func fill(for heat: Double) -> String {
    stops[index(for: heat)]
  }

  /// The text colour that stays readable on the fill for `heat`.
  package static func textColor(for heat: Double) -> String {
    textColors[index(for: heat)]
  }

  /// Whether text on the fill for `heat` should be light to stay readable.
  package static func needsLightText(_ heat: Double) -> Bool {
    textColor(for: heat) == "#ffffff"
  }

  /// The level (0...4) of `heat`: a fifth of the busiest view's count per level,
  /// rounded up, so one run more than a neighbour's count is a level up whenever
  /// the busiest view ran five times or fewer.
  package static func index(for heat: Double) -> Int {
    let clamped = min(max(heat, 0), 1)
    guard clamped > 0 else { return 0 }
    // A hair below the level boundary counts as that level (0.6 * 5 is 3.0000000000000004).
    return min(stops.count - 1, max(0, Int((clamped * Double(stops.count) - 1e-9).rounded(.up)) - 1))
  }
}
