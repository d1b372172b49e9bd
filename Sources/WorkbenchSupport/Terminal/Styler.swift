/// Wraps text in terminal escape codes, or leaves it untouched when colour is off.
///
/// ```swift
/// let styler = Styler(isEnabled: ColorPolicy.allowsColor(...))
/// print(styler("Error:", .bold, .red) + " Unknown command 'lsit'.")
/// ```
package struct Styler: Sendable, Equatable {
  /// Whether escape codes are emitted at all.
  package var isEnabled: Bool

  /// A styler that never emits escape codes: for pipes, files and tests.
  package static let plain = Styler(isEnabled: false)

  /// A styler that emits escape codes only when `isEnabled` (see ``ColorPolicy``).
  package init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Returns `text` with `styles` applied, followed by a reset.
  package func callAsFunction(_ text: String, _ styles: TextStyle...) -> String {
    apply(styles, to: text)
  }

  /// Returns `text` with `styles` applied, followed by a reset.
  package func apply(_ styles: [TextStyle], to text: String) -> String {
    guard isEnabled, !styles.isEmpty, !text.isEmpty else { return text }
    let codes = styles.map { String($0.sgrCode) }.joined(separator: ";")
    return "\u{1B}[\(codes)m\(text)\u{1B}[0m"
  }
}
