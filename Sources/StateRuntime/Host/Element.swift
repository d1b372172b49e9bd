/// A control or text on screen, as a test or a learner sees it.
public struct Element: Hashable, Sendable, Codable, CustomStringConvertible {
  /// What sort of control this is.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case text
    case button
    case toggle
    case textField = "text field"
    case stepper
    /// A view with `.onTapGesture`: tapped like a button, by its content's text.
    case tapTarget = "tap target"
    /// A `Picker`, or a `List(selection:)`: one of its tagged options is chosen.
    case picker
    /// A `DatePicker`: a date is typed into it.
    case datePicker = "date picker"
    /// A `Slider`: a number is set on it (`set Volume 0.8`).
    case slider
    /// A `ColorPicker`: a colour is set on it by name (`set Tint red`).
    case colorPicker = "color picker"
    /// A `TextEditor`: text is typed or set into it.
    case textEditor = "text editor"
  }

  public let kind: Kind
  /// The title (buttons, toggles, steppers, text fields) or the content (text).
  public let label: String
  /// What the control shows: a field's text, "on"/"off", a stepper's value, a text's content.
  public let value: String?
  /// Whether the control ignores interaction (`.disabled(true)` on it or an ancestor).
  public let isDisabled: Bool
  /// The identity path of the control.
  public let path: String
  /// Whether the field has focus (``ViewHost/focus(_:)``, `@FocusState`).
  public internal(set) var isFocused = false

  public init(kind: Kind, label: String, value: String?, isDisabled: Bool, path: String) {
    self.kind = kind
    self.label = label
    self.value = value
    self.isDisabled = isDisabled
    self.path = path
  }

  public var description: String {
    var text: String
    switch kind {
    case .text: text = "Text \"\(label)\""
    case .button: text = "Button \"\(label)\""
    case .toggle: text = "Toggle \"\(label)\": \(value ?? "")"
    case .textField: text = "TextField \"\(label)\": \"\(value ?? "")\""
    case .stepper: text = "Stepper \"\(label)\": \(value ?? "")"
    case .tapTarget: text = "Tap target \"\(label)\"" + (value.map { " (\($0))" } ?? "")
    case .picker: text = "Picker \"\(label)\": \(value ?? "none")"
    case .datePicker: text = "DatePicker \"\(label)\": \(value ?? "")"
    case .slider: text = "Slider \"\(label)\": \(value ?? "")"
    case .colorPicker: text = "ColorPicker \"\(label)\": \(value ?? "")"
    case .textEditor: text = "TextEditor \"\(label)\": \"\(value ?? "")\""
    }
    if isDisabled { text += " (disabled)" }
    if isFocused { text += " (focused)" }
    return text
  }
}

extension Element.Kind {
  /// SwiftUI's name for the kind of control (`Slider`, `ColorPicker`): how an unlabelled one is named.
  public var typeName: String {
    switch self {
    case .text: "Text"
    case .button: "Button"
    case .toggle: "Toggle"
    case .textField: "TextField"
    case .stepper: "Stepper"
    case .tapTarget: "TapTarget"
    case .picker: "Picker"
    case .datePicker: "DatePicker"
    case .slider: "Slider"
    case .colorPicker: "ColorPicker"
    case .textEditor: "TextEditor"
    }
  }
}

/// A primitive that shows something a user can read or operate.
@MainActor
protocol ControlView: NamedPrimitiveView {
  func element(in node: ViewNode) -> Element
  /// Performs the user action; controls that do not support it throw.
  func perform(_ action: ControlGesture, in node: ViewNode) throws(ViewHostError)
}

/// What a control is asked to do, once ``ViewHost/perform(_:)`` has found it by label.
enum ControlGesture {
  case tap
  case type(String)
  case toggle
  case increment
  case decrement
  /// Choose the option with this label.
  case select(String)
  /// Press Return in a field.
  case submit
  /// Give a value control this value, as the user drags, picks or types it (`set Volume 0.8`).
  case set(String)
}
