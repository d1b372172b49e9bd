/// UIKit's colour, as far as SwiftUI code names it: `Color(.systemBackground)`,
/// `Color(uiColor: .secondarySystemBackground)`. On iOS `import SwiftUI` brings UIKit
/// with it, so published SwiftUI files use these without importing UIKit.
///
/// Modelled: the system colours' names, shown by name as a ``Color``. Not modelled: UIKit.
public struct UIColor: Hashable, Sendable {
  let name: String

  public static let systemBackground = UIColor(name: "systemBackground")
  public static let secondarySystemBackground = UIColor(name: "secondarySystemBackground")
  public static let tertiarySystemBackground = UIColor(name: "tertiarySystemBackground")
  public static let systemGroupedBackground = UIColor(name: "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = UIColor(name: "secondarySystemGroupedBackground")
  public static let systemGray = UIColor(name: "systemGray")
  public static let systemGray2 = UIColor(name: "systemGray2")
  public static let systemGray4 = UIColor(name: "systemGray4")
  public static let systemGray5 = UIColor(name: "systemGray5")
  public static let systemGray6 = UIColor(name: "systemGray6")
  public static let label = UIColor(name: "label")
  public static let secondaryLabel = UIColor(name: "secondaryLabel")
  public static let separator = UIColor(name: "separator")
  public static let systemBlue = UIColor(name: "systemBlue")
  public static let systemRed = UIColor(name: "systemRed")
  public static let systemGreen = UIColor(name: "systemGreen")
}

extension Color {
  /// The SwiftUI colour of a UIKit colour.
  public init(_ color: UIColor) {
    self.init(color.name)
  }

  /// The SwiftUI colour of a UIKit colour.
  public init(uiColor color: UIColor) {
    self.init(color.name)
  }
}
