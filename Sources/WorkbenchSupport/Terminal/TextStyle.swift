/// A text attribute the terminal can show: weight or foreground colour.
///
/// Styles carry emphasis only; every message must read the same without them.
package enum TextStyle: Sendable, CaseIterable {
  case bold
  case dim
  case underline
  case red
  case green
  case yellow
  case blue
  case magenta
  case cyan

  /// The SGR parameter that switches the style on.
  var sgrCode: Int {
    switch self {
    case .bold: 1
    case .dim: 2
    case .underline: 4
    case .red: 31
    case .green: 32
    case .yellow: 33
    case .blue: 34
    case .magenta: 35
    case .cyan: 36
    }
  }
}
