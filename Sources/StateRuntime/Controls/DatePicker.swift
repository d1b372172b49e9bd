import Foundation

/// A control that picks a date, bound to a `Date`.
///
/// Modelled: the binding. The driver types a date into it, `type Due "2024-05-01"` (or
/// `"2024-05-01 09:30"`), read in UTC; the control shows its date the same way. Not
/// modelled: the calendar and wheel, and the range (a date outside `in:` is clamped to it).
public struct DatePicker: View {
  let title: String
  let selection: Binding<Date>
  let range: ClosedRange<Date>?
  let components: DatePickerComponents

  /// A date picker titled `title`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(title: String(title), selection: selection, range: nil, components: displayedComponents)
  }

  /// A date picker limited to `range`.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(title: String(title), selection: selection, range: range, components: displayedComponents)
  }

  /// A date picker limited to dates from `range`'s start.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      title: String(title), selection: selection, range: range.lowerBound...Date.distantFuture,
      components: displayedComponents)
  }

  private init(
    title: String, selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents
  ) {
    self.title = title
    self.selection = selection
    self.range = range
    self.components = components
  }

  public var body: Never { bodyError() }
}

/// Which parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Hours and minutes.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  /// Day, month and year.
  public static let date = DatePickerComponents(rawValue: 2)
}

extension DatePicker: ControlView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  func element(in node: ViewNode) -> Element {
    Element(
      kind: .datePicker, label: title, value: Self.text(of: selection.location.getUntracked(), components),
      isDisabled: !node.environment.isEnabled, path: node.path)
  }

  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError) {
    let text: String
    switch action {
    case .type(let typed), .set(let typed): text = typed
    default: throw .unsupportedAction(action: action.name, element: element(in: node))
    }
    guard let date = Self.date(from: text) else {
      throw .valueNotAccepted(
        value: text, element: element(in: node), expected: "a date as yyyy-MM-dd or yyyy-MM-dd HH:mm (UTC)")
    }
    let clamped = range.map { min(max(date, $0.lowerBound), $0.upperBound) } ?? date
    selection.location.set(clamped)
  }

  /// `2024-05-01`, with ` 09:30` when the picker shows the time.
  static func text(of date: Date, _ components: DatePickerComponents) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    switch (components.contains(.date), components.contains(.hourAndMinute)) {
    case (true, false): formatter.dateFormat = "yyyy-MM-dd"
    case (false, true): formatter.dateFormat = "HH:mm"
    default: formatter.dateFormat = "yyyy-MM-dd HH:mm"
    }
    return formatter.string(from: date)
  }

  /// The date a user typed: `yyyy-MM-dd` or `yyyy-MM-dd HH:mm`, in UTC.
  static func date(from text: String) -> Date? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    for format in ["yyyy-MM-dd HH:mm", "yyyy-MM-dd"] {
      formatter.dateFormat = format
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }
}
