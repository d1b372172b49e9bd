import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date.
  public enum DateStyle: Hashable, Sendable {
    /// The date: `May 1, 2024`.
    case date
    /// The time: `9:30 AM`.
    case time
    /// Relative to now; shown here as the date and time.
    case relative
    /// The offset from now; shown here as the date and time.
    case offset
    /// A running timer; shown here as the date and time.
    case timer
  }

  /// A date in a style: `Text(dueDate, style: .date)`.
  ///
  /// Modelled in US English and UTC, so that a log reads the same on every machine.
  /// The styles relative to now (`.relative`, `.offset`, `.timer`) change with the clock
  /// in SwiftUI; here they show the date and time, which does not.
  public init(_ date: Date, style: DateStyle) {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    switch style {
    case .date:
      formatter.dateStyle = .long
      formatter.timeStyle = .none
    case .time:
      formatter.dateStyle = .none
      formatter.timeStyle = .short
    case .relative, .offset, .timer:
      formatter.dateStyle = .long
      formatter.timeStyle = .short
    }
    self.init(verbatim: formatter.string(from: date))
  }

  /// A value formatted by a format style: `Text(price, format: .currency(code: "USD"))`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}

extension Toggle {
  /// A toggle labelled by a view: `Toggle(isOn: $on) { Text("Alarm") }`; its text is its title.
  public init<L: View>(isOn: Binding<Bool>, @ViewBuilder label: () -> L) {
    self.init(StaticText.of(label()), isOn: isOn)
  }
}
