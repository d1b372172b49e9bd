import Foundation

extension TextField {
  /// A field over a value that `format` shows and reads back: `TextField("Age", value: $age,
  /// format: .number)`.
  ///
  /// Modelled: the field shows the value formatted, and text typed or set into it that the
  /// format's parse strategy reads becomes the value; text it cannot read is refused with
  /// what the field takes, and the value stays (SwiftUI keeps the last good value). Not
  /// modelled: SwiftUI writes the value when the field commits (Return, or focus leaving);
  /// here a typed value is committed at once, as a driver types a whole value at a time.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      title,
      text: Binding(
        get: { format.format(value.wrappedValue) },
        set: { text in
          if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }))
    rejection = { text in
      (try? format.parseStrategy.parse(text)) == nil
        ? "a value its format reads, such as \"\(format.format(value.wrappedValue))\"" : nil
    }
  }

  /// A field over an optional value (`TextField("Tip", value: $tip, format: .number)` with
  /// `tip: Double?`): empty text makes it `nil`. As the form above otherwise.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      title,
      text: Binding(
        get: { value.wrappedValue.map { format.format($0) } ?? "" },
        set: { text in
          if text.isEmpty {
            value.wrappedValue = nil
          } else if let parsed = try? format.parseStrategy.parse(text) {
            value.wrappedValue = parsed
          }
        }))
    rejection = { text in
      text.isEmpty || (try? format.parseStrategy.parse(text)) != nil
        ? nil : "a value its format reads, or nothing"
    }
  }

  /// A field over a value that a `Formatter` shows and reads (the form before format styles,
  /// `TextField("Amount", value: $amount, formatter: numberFormatter)`). As the form above.
  public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
    self.init(
      title,
      text: Binding(
        get: { formatter.string(for: value.wrappedValue) ?? "" },
        set: { text in
          if let parsed: V = Self.object(text, formatter) { value.wrappedValue = parsed }
        }))
    rejection = { text in
      (Self.object(text, formatter) as V?) == nil ? "a value its formatter reads" : nil
    }
  }

  private static func object<V>(_ text: String, _ formatter: Formatter) -> V? {
    // The formatters published code passes; Foundation on Linux keeps the general
    // `getObjectValue(_:for:errorDescription:)` internal.
    if let dates = formatter as? DateFormatter { return dates.date(from: text) as? V }
    guard let numbers = formatter as? NumberFormatter else { return nil }
    if let number = numbers.number(from: text) {
      switch V.self {
      case is Int.Type: return number.intValue as? V
      case is Double.Type: return number.doubleValue as? V
      case is Float.Type: return number.floatValue as? V
      default: return number as? V
      }
    }
    return nil
  }
}
