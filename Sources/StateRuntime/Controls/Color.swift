/// A colour: a style for `.foregroundStyle(_:)` and `.background(_:)`, and a
/// view of its own (`Color.red` in a stack fills its space in SwiftUI).
///
/// There are no pixels here: as a view, a colour is a leaf that the rendered
/// tree shows by name.
///
/// ```swift
/// VStack {
///   Color.red.frame(height: 4)
///   Text("Alert").foregroundStyle(Color.red)
/// }
/// ```
public struct Color: ShapeStyle, Hashable {
  let name: String

  /// A colour by red, green and blue components from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    name = "rgb(\(red), \(green), \(blue)\(opacity == 1 ? "" : ", \(opacity)"))"
  }

  /// A shade of grey from black (0) to white (1).
  public init(white: Double, opacity: Double = 1) {
    name = "white(\(white)\(opacity == 1 ? "" : ", \(opacity)"))"
  }

  /// A colour from the asset catalog, by name.
  public init(_ name: String) {
    self.name = name
  }

  private init(named name: String) {
    self.name = name
  }

  public static let primary = Color(named: "primary")
  public static let secondary = Color(named: "secondary")
  public static let accentColor = Color(named: "accentColor")
  public static let clear = Color(named: "clear")
  public static let black = Color(named: "black")
  public static let white = Color(named: "white")
  public static let gray = Color(named: "gray")
  public static let red = Color(named: "red")
  public static let orange = Color(named: "orange")
  public static let yellow = Color(named: "yellow")
  public static let green = Color(named: "green")
  public static let mint = Color(named: "mint")
  public static let teal = Color(named: "teal")
  public static let cyan = Color(named: "cyan")
  public static let blue = Color(named: "blue")
  public static let indigo = Color(named: "indigo")
  public static let purple = Color(named: "purple")
  public static let pink = Color(named: "pink")
  public static let brown = Color(named: "brown")

  /// The standard colours by name, in the order SwiftUI's documentation lists them.
  static let standardNames = [
    "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
    "purple", "red", "teal", "white", "yellow",
  ]

  /// The standard colours, by name (what `set Tint red` chooses).
  static let standard: [String: Color] = Dictionary(
    uniqueKeysWithValues: standardNames.map { ($0, Color(named: $0)) })

  /// The same colour, more or less transparent (`Color.black.opacity(0.3)`).
  public func opacity(_ opacity: Double) -> Color {
    Color(named: "\(name).opacity(\(opacity))")
  }
}

// `.foregroundStyle(.red)`: the colours as shape styles. `.primary` and
// `.secondary` are HierarchicalShapeStyle's, as in SwiftUI.
extension ShapeStyle where Self == Color {
  public static var clear: Color { Color.clear }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var gray: Color { Color.gray }
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
}

// `Color.red.description` is "red" in SwiftUI: published code shows a colour's name with it.
extension Color: CustomStringConvertible {
  /// The colour's name (`red`), or its components for a colour made from them.
  public var description: String { name }
}

extension Color: View {
  public var body: Never { bodyError() }
}

// A leaf shown by name in paths and the rendered tree: `Color ("red")`.
extension Color: NamedPrimitiveView, TitledView {
  func makeChildren(in node: ViewNode, environment: inout EnvironmentValues) -> [ChildView] { [] }

  var title: String? { name }
}
