/// Where a covered view is: its screen, and the screen on top of it.
///
/// Which views are on screen: a pushed view covers the screens below it on
/// its stack, and a presented sheet covers its presenter (as on iPhone,
/// where a sheet is modal).
///
/// SwiftUI keeps a covered view's identity and state alive (popping back
/// shows them as they were) but the user cannot see or operate it, so the
/// driver finds only what is on screen and says what covers the rest.
public struct Coverage: Hashable, Sendable {
  /// How the covering screen came to be there, which says how to remove it.
  public enum Cover: Hashable, Sendable {
    /// A view pushed on the same navigation stack.
    case pushed
    /// A sheet the covered screen presented.
    case sheet
    /// An alert or a confirmation dialog the covered screen presented.
    case dialog
    /// Another tab of the same `TabView` is selected.
    case otherTab
  }

  /// The covered screen, by the name of its first view (`ParkList`).
  public let screen: String
  /// The screen on top, by the name of its first view (`ParkDetails`).
  public let coveredBy: String
  /// Whether a pushed view or a sheet is on top.
  public let cover: Cover
}
