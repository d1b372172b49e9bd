/// The colours of invalidation heat, shared by the HTML player and the SVG
/// picture so a view looks equally hot in both.
///
/// Heat is a view's body evaluations so far relative to the run's busiest
/// view (0...1); the palette runs from pale (ran once or rarely) to deep red
/// (ran the most). Colour is never the only carrier: every shaded box also
/// prints its count (`×3`).
public enum HeatPalette {
  /// Eleven fills, for heat 0.0, 0.1, ... 1.0.
  public static let stops: [String] = (0...10).map { step in
    let heat = Double(step) / 10
    // Pale yellow → orange → deep red, interpolated in two legs.
    let (from, to, t): ((Double, Double, Double), (Double, Double, Double), Double) =
      heat < 0.5
      ? ((255, 245, 214), (253, 174, 97), heat / 0.5)
      : ((253, 174, 97), (215, 48, 31), (heat - 0.5) / 0.5)
    func channel(_ a: Double, _ b: Double) -> String {
      let value = Int((a + (b - a) * t).rounded())
      let hex = String(value, radix: 16)
      return hex.count == 1 ? "0" + hex : hex
    }
    return "#" + channel(from.0, to.0) + channel(from.1, to.1) + channel(from.2, to.2)
  }

  /// The fill for `heat` (clamped to 0...1).
  public static func fill(for heat: Double) -> String {
    stops[index(for: heat)]
  }

  /// Whether text on the fill for `heat` should be light to stay readable.
  public static func needsLightText(_ heat: Double) -> Bool {
    index(for: heat) >= 7
  }

  static func index(for heat: Double) -> Int {
    Int((min(max(heat, 0), 1) * 10).rounded())
  }
}
