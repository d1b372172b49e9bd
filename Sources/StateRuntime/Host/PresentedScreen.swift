/// A screen shown over another: a pushed view, a sheet, an alert or a confirmation dialog.
///
/// What `ViewHost.presentedScreens()` lists, in screen order. A full-screen cover and a
/// popover are sheets to the runtime (on iPhone a popover is shown as a sheet), so they
/// are listed as `sheet`.
///
/// ```swift
/// try host.tap("Delete All")
/// host.presentedScreens().map(\.description)   // ["alert \"Delete all messages?\""]
/// ```
public struct PresentedScreen: Hashable, Sendable, Codable, CustomStringConvertible {
  /// How the screen came to be shown.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Pushed on a `NavigationStack` or `NavigationView`.
    case pushed = "pushed screen"
    /// A sheet, full-screen cover or popover.
    case sheet
    /// An alert.
    case alert
    /// A confirmation dialog (an action sheet).
    case confirmationDialog = "confirmation dialog"
  }

  /// How the screen came to be shown.
  public let kind: Kind
  /// The screen's first view with a body (`NoteEditor`), as the rendered tree names it;
  /// for an alert or a dialog, its kind and title (`alert "Delete?"`).
  public let view: String
  /// An alert's or a dialog's title, when it shows one.
  public let title: String?
  /// Whether something else is on top of it (a screen pushed after it, another tab).
  public let isCovered: Bool
  /// The identity path of the presentation.
  public let path: String

  /// A presented screen of these parts.
  public init(kind: Kind, view: String, title: String?, isCovered: Bool, path: String) {
    self.kind = kind
    self.view = view
    self.title = title
    self.isCovered = isCovered
    self.path = path
  }

  /// Whether `name` names this screen: its view type, its title, or its full name.
  public func isNamed(_ name: String) -> Bool {
    name == view || name == title || name == description
  }

  /// `sheet NoteEditor`, `pushed screen ParkDetails`, `alert "Delete?"`, marked when covered.
  public var description: String {
    let name = kind == .alert || kind == .confirmationDialog ? view : "\(kind.rawValue) \(view)"
    return isCovered ? name + " (covered)" : name
  }
}
